import { zodResolver } from '@hookform/resolvers/zod';
import { CONFLICT_MESSAGES } from '@scout/domain/api/conflict';
import {
  type ConsumableItem,
  type ConsumableItemValues,
  makeConsumableItemSchema,
} from '@scout/domain/ecmo/consumable-item.schema';
import {
  primeExpiryForPrimedDate,
  showsCircuitType,
  showsPrimedDates,
} from '@scout/domain/ecmo/consumable-rules';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { Alert, App, Button, Card, Col, Form, Space } from 'antd';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DateField } from '../../../components/fields/date-fields.tsx';
import { FieldGrid } from '../../../components/fields/field-grid.tsx';
import { SelectField } from '../../../components/fields/select-field.tsx';
import { TextField } from '../../../components/fields/text-fields.tsx';
import { ignoringHiddenFields } from '../../../components/hidden-fields-resolver.ts';
import { HospitalField } from '../../../components/hospitals/hospital-field.tsx';
import { isConflict } from '../../../components/use-overwrite-confirm.ts';
import { paths } from '../../../config/paths.ts';
import { getServiceTimeZone } from '../../../lib/dates.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { lookupOptions, useEcmoLookup } from '../api/get-lookup.ts';
import { useSaveConsumableItem } from '../api/save-consumable-item.ts';
import { webNow } from '../components/ecmo-dates.ts';

type Values = z.input<ReturnType<typeof makeConsumableItemSchema>>;

const FIELDS = [
  'ecmoItemTypeId',
  'circuitTypeId',
  'currentLocationId',
  'supplierId',
  'expiry',
  'ecmoItemBrandId',
  'serialNumber',
  'statusId',
  'datePrimed',
  'primeExpiryDate',
  'remarks',
] as const;

const numericOptions = (items: Parameters<typeof lookupOptions>[0]) =>
  lookupOptions(items).map((o) => ({ ...o, value: Number(o.value) }));

/**
 * Create or update a consumable item (spec 2 §4.9, §5.6): Circuit shows the circuit type and
 * requires an expiry; Primed shows the primed date and primed expiry (both required) and leaving
 * Primed clears them; picking a primed date sets the expiry to 30 days later, capped at the item's
 * expiry.
 */
export function ConsumableItemForm({ item }: { item: ConsumableItem | null }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const save = useSaveConsumableItem();
  const [formError, setFormError] = useState<string | null>(null);
  // An edited item's stored expiry may have passed (it can still be updated); a new or changed
  // expiry must be after today.
  const storedExpiry = item ? item.expiry : undefined;
  const schema = useMemo(
    () =>
      makeConsumableItemSchema(
        webNow,
        getServiceTimeZone(),
        storedExpiry === undefined ? undefined : { storedExpiry },
      ),
    [storedExpiry],
  );
  const form = useForm<Values, unknown, ConsumableItemValues>({
    resolver: ignoringHiddenFields(zodResolver(schema)),
    defaultValues: (item ?? {}) as Values,
  });
  const types = useEcmoLookup('ecmoitemtypes');
  const circuitTypes = useEcmoLookup('ecmocircuittypes');
  const brands = useEcmoLookup('ecmoitembrands');
  const statuses = useEcmoLookup('ecmoitemstatuses');
  const suppliers = useEcmoLookup('ecmoitemsuppliers');
  const typeId = useWatch({ control: form.control, name: 'ecmoItemTypeId' }) as number | undefined;
  const statusId = useWatch({ control: form.control, name: 'statusId' }) as number | undefined;

  async function send(values: ConsumableItemValues, forceUpdate: boolean): Promise<void> {
    setFormError(null);
    try {
      const answer = await save.mutateAsync(forceUpdate ? { ...values, forceUpdate } : values);
      const id = values.id ?? answer?.id ?? '';
      void message.success(values.id ? M.itemUpdated(id) : M.itemCreated(id));
      navigate(paths.ecmo.items.getHref());
    } catch (error) {
      if (values.id && isConflict(error) && !forceUpdate) {
        modal.confirm({
          title: CONFLICT_MESSAGES.title,
          content: CONFLICT_MESSAGES.question,
          okText: 'Yes',
          cancelText: 'No',
          onOk: () => send(values, true),
          onCancel: () => void message.warning(CONFLICT_MESSAGES.notSaved),
        });
        return;
      }
      setFormError(applyServerFieldErrors(error, form.setError, FIELDS));
      void message.error(values.id ? M.itemUpdateFailed : M.itemCreateFailed);
    }
  }

  const submit = form.handleSubmit(
    (values) => send(values, false),
    () => void message.error(M.validationFailed),
  );

  return (
    <Card size="small">
      <FormProvider {...form}>
        <Form layout="vertical" onFinish={() => void submit()} aria-label="Consumable item">
          {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
          <FieldGrid>
            <SelectField
              name="ecmoItemTypeId"
              label="Device type"
              required
              loading={types.isLoading}
              options={numericOptions(types.data)}
              onPicked={(next) => {
                if (!showsCircuitType(next as number)) form.setValue('circuitTypeId', null);
              }}
            />
            {showsCircuitType(typeId) ? (
              <SelectField
                name="circuitTypeId"
                label="Circuit type"
                loading={circuitTypes.isLoading}
                options={numericOptions(circuitTypes.data)}
              />
            ) : null}
            <HospitalField
              name="currentLocationId"
              label="Location"
              required
              currentName={item?.currentLocation}
            />
            <SelectField
              name="supplierId"
              label="Supplier"
              required
              loading={suppliers.isLoading}
              options={numericOptions(suppliers.data)}
            />
            <SelectField
              name="ecmoItemBrandId"
              label="Brand"
              loading={brands.isLoading}
              options={numericOptions(brands.data)}
            />
            <TextField name="serialNumber" label="Serial number" />
            <DateField
              name="expiry"
              label="Expiry"
              required={showsCircuitType(typeId)}
              futureOnly
              onPicked={(expiry) => {
                const primed = form.getValues('datePrimed');
                if (showsPrimedDates(statusId) && primed)
                  form.setValue('primeExpiryDate', primeExpiryForPrimedDate(primed, expiry));
              }}
            />
            <SelectField
              name="statusId"
              label="Status"
              required
              loading={statuses.isLoading}
              options={numericOptions(statuses.data)}
              onPicked={(next) => {
                if (!showsPrimedDates(next as number)) {
                  form.setValue('datePrimed', null);
                  form.setValue('primeExpiryDate', null);
                }
              }}
            />
            {showsPrimedDates(statusId) ? (
              <>
                <DateField
                  name="datePrimed"
                  label="Primed date"
                  required
                  pastOnly
                  onPicked={(primed) =>
                    form.setValue(
                      'primeExpiryDate',
                      primeExpiryForPrimedDate(primed, form.getValues('expiry')),
                      {
                        shouldValidate: true,
                      },
                    )
                  }
                />
                <DateField name="primeExpiryDate" label="Primed expiry" required />
              </>
            ) : null}
            <Col xs={24}>
              <TextField name="remarks" label="Remarks" multiline />
            </Col>
          </FieldGrid>
          <Space>
            <Button type="primary" htmlType="submit" loading={form.formState.isSubmitting}>
              {item ? 'Update' : 'Create'}
            </Button>
            <Button onClick={() => navigate(paths.ecmo.items.getHref())}>Cancel</Button>
          </Space>
        </Form>
      </FormProvider>
    </Card>
  );
}

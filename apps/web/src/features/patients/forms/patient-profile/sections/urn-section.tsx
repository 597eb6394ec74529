import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FieldShell, shownValue } from '../../../../../components/fields/field-shell.tsx';
import { ProviderSelect } from '../../../components/provider-select.tsx';
import { errorAt } from '../form-errors.ts';
import { emptyUrnEntry, type PatientFormValues } from '../form-values.ts';

interface UrnSectionProps {
  /** The URN field of row `index` lost focus: check it with the server. */
  onUrnBlur: (index: number) => void;
  /** The URN of row `index` changed: drop a stale 'used by other patient' message. */
  onUrnChange: (index: number) => void;
}

/**
 * URN/THCI entries: one record number per health care provider, at least one entry. Picking a
 * provider twice is reported at once on every picked provider.
 */
export function UrnSection({ onUrnBlur, onUrnChange }: UrnSectionProps) {
  const {
    control,
    setValue,
    getValues,
    trigger,
    formState: { errors },
  } = useFormContext<PatientFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'patientHealthCareProviders' });

  /** Re-checks every row that has a provider, so duplicate messages appear and clear together. */
  const recheckProviders = () => {
    const rows = getValues('patientHealthCareProviders') ?? [];
    const picked = rows.flatMap((row, i) =>
      row?.healthCareProviderId ? [`patientHealthCareProviders.${i}.healthCareProviderId` as const] : [],
    );
    if (picked.length) void trigger(picked);
  };

  const listError =
    errorAt(errors, 'patientHealthCareProviders.root') ?? errorAt(errors, 'patientHealthCareProviders');

  return (
    <Card title="URN/THCI" size="small" className="patient-form__section">
      {fields.map((row, index) => (
        <Row gutter={16} key={row.id} align="top" data-testid={`urn-entry-${index}`}>
          <Col xs={24} md={12}>
            <FieldShell
              name={`patientHealthCareProviders.${index}.healthCareProviderId`}
              label="Health care provider"
              id={`patient-urn-provider-${index}`}
              required
              text={() => shownValue(getValues(`patientHealthCareProviders.${index}.healthCareProviderName`))}
              render={({ id, value, onChange, onBlur, invalid }) => (
                <ProviderSelect
                  id={id}
                  value={value as number | null | undefined}
                  currentLabel={getValues(`patientHealthCareProviders.${index}.healthCareProviderName`)}
                  invalid={invalid}
                  onBlur={onBlur}
                  onChange={(provider) => {
                    onChange(provider?.id);
                    setValue(`patientHealthCareProviders.${index}.healthCareProviderName`, provider?.name);
                    setValue(
                      `patientHealthCareProviders.${index}.healthCareProviderNickName`,
                      provider?.nickName ?? undefined,
                    );
                    recheckProviders();
                    onUrnBlur(index);
                  }}
                />
              )}
            />
          </Col>
          <Col xs={20} md={10}>
            <FieldShell
              name={`patientHealthCareProviders.${index}.urn`}
              label="URN/THCI"
              id={`patient-urn-${index}`}
              required
              text={shownValue}
              render={({ id, value, onChange, onBlur, invalid, ref }) => (
                <Input
                  ref={ref}
                  id={id}
                  value={(value as string | null | undefined) ?? ''}
                  autoComplete="off"
                  aria-invalid={invalid || undefined}
                  onChange={(e) => {
                    onChange(e.target.value);
                    onUrnChange(index);
                  }}
                  onBlur={() => {
                    onBlur();
                    onUrnBlur(index);
                  }}
                />
              )}
            />
          </Col>
          <Col xs={4} md={2}>
            <Form.Item label=" " colon={false}>
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove URN/THCI entry ${index + 1}`}
                disabled={fields.length === 1}
                onClick={() => {
                  remove(index);
                  recheckProviders();
                }}
              />
            </Form.Item>
          </Col>
        </Row>
      ))}
      {listError ? <div className="ant-form-item-explain-error">{listError}</div> : null}
      <Button icon={<PlusOutlined aria-hidden />} onClick={() => append(emptyUrnEntry())}>
        Add URN/THCI
      </Button>
    </Card>
  );
}

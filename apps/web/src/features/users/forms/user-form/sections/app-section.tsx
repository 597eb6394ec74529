import {
  ACCESS_LEVEL,
  CLINICAL_APP_LABEL,
  CLINICAL_APP_PLATFORM_ID,
  type ClinicalApp,
} from '@scout/domain/access/roles';
import { APP_EXPORT_FIELDS, APP_FIELDS, type UserFormValues } from '@scout/domain/admin/user.schema';
import { Card, Checkbox, Col, Flex, Select } from 'antd';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SwitchField } from '../../../../../components/fields/choice-fields.tsx';
import { FieldGrid } from '../../../../../components/fields/field-grid.tsx';
import { ProviderMultiSelect } from '../../../components/provider-multi-select.tsx';
import { FieldItem } from '../field-item.tsx';

const LEVEL_OPTIONS = [
  { value: ACCESS_LEVEL.Admin, label: 'Admin' },
  { value: ACCESS_LEVEL.Manage, label: 'Manage' },
  { value: ACCESS_LEVEL.Read, label: 'Read' },
];

const EXPORT_LABELS: Record<string, string> = {
  canExportVstData: 'Can export VST data',
  canExportVtisData: 'Can export VTIS data',
  canExportVtisAuscrData: 'Can export VTIS AuSCR data',
};

type Assignment = UserFormValues['userHealthCareProviders'] extends (infer T)[] | undefined ? T : never;

/**
 * One clinical app: its user flag, and while the flag is on its access level (required), export
 * flags and the providers the user works for in that app (none: all providers).
 */
export function AppSection({ app }: { app: ClinicalApp }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<UserFormValues>();
  const { flag, access } = APP_FIELDS[app];
  const enabled = useWatch({ control, name: flag });
  const appId = CLINICAL_APP_PLATFORM_ID[app];
  const label = CLINICAL_APP_LABEL[app];
  return (
    <Card title={label} size="small">
      <FieldGrid col={{ xs: 24, md: 6 }}>
        <SwitchField name={flag} label={`${label} user`} id={`user-${app}-flag`} required />
        {enabled ? (
          <>
            <FieldItem
              label={`${label} access level`}
              htmlFor={`user-${app}-access`}
              required
              error={errors[access]?.message}
            >
              <Controller
                name={access}
                control={control}
                render={({ field, fieldState }) => (
                  <Select<number | null>
                    id={`user-${app}-access`}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    options={LEVEL_OPTIONS}
                    placeholder="Select a level"
                    status={fieldState.invalid ? 'error' : undefined}
                    aria-invalid={fieldState.invalid || undefined}
                  />
                )}
              />
            </FieldItem>
            <Col xs={24} md={12}>
              <FieldItem
                label={`${label} health care providers`}
                htmlFor={`user-${app}-providers`}
                error={errors.userHealthCareProviders?.message}
                extra="None selected: the user sees the cases of every provider."
              >
                <Controller
                  name="userHealthCareProviders"
                  control={control}
                  render={({ field }) => {
                    const all: Assignment[] = field.value ?? [];
                    const mine = all
                      .filter((a) => a.platformAppId === appId)
                      .map((a) => a.healthCareProviderId);
                    return (
                      <ProviderMultiSelect
                        id={`user-${app}-providers`}
                        value={mine}
                        invalid={Boolean(errors.userHealthCareProviders)}
                        onChange={(ids) =>
                          field.onChange([
                            ...all.filter((a) => a.platformAppId !== appId),
                            ...ids.map((healthCareProviderId) => ({
                              healthCareProviderId,
                              platformAppId: appId,
                            })),
                          ])
                        }
                      />
                    );
                  }}
                />
              </FieldItem>
            </Col>
            {APP_EXPORT_FIELDS[app].length ? (
              <Col xs={24}>
                <Flex gap={24} wrap>
                  {APP_EXPORT_FIELDS[app].map((name) => (
                    <Controller
                      key={name}
                      name={name}
                      control={control}
                      render={({ field }) => (
                        <Checkbox
                          checked={Boolean(field.value)}
                          onChange={(e) => field.onChange(e.target.checked)}
                        >
                          {EXPORT_LABELS[name]}
                        </Checkbox>
                      )}
                    />
                  ))}
                </Flex>
              </Col>
            ) : null}
          </>
        ) : null}
      </FieldGrid>
    </Card>
  );
}

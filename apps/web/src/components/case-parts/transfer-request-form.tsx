import { zodResolver } from '@hookform/resolvers/zod';
import { CASE_MESSAGES as M } from '@scout/domain/cases/messages';
import { PART_DRAFT_KEYS } from '@scout/domain/cases/section-draft';
import {
  type TransferRequest,
  type TransferRequestInput,
  transferRequestSchema,
} from '@scout/domain/cases/transfer.schema';
import { Alert, App, Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { type DefaultValues, FormProvider, type Path, useForm } from 'react-hook-form';
import { isApiRequestError } from '../../lib/api-client.ts';
import { DraftOffer } from '../case-module/draft-offer.tsx';
import { applyDraftValues, useFormDraft, usePartDrafts } from '../case-module/use-part-draft.ts';
import { ignoringHiddenFields } from '../hidden-fields-resolver.ts';
import type { Option } from './transfer-fields.tsx';
import {
  DestinationSection,
  ObservationsSection,
  PatientSection,
  ReferrerSection,
} from './transfer-form-sections.tsx';

/** An empty request; the required fields start undefined so the schema reports them as Required. */
export function emptyTransferRequest(): DefaultValues<TransferRequestInput> {
  return {
    referral: {
      referrer: { lastName: '', firstName: '', position: undefined, contactNumber: '', emailAddress: null },
      patient: {
        location: {
          hospitalId: undefined,
          hospital: null,
          unit: undefined,
          switchboardNumber: null,
          departmentNumber: null,
        },
        patientId: null,
        infectiousRisk: false,
        infectiousRiskDetails: null,
        insurance: null,
        measurements: { weight: undefined, waist: null, height: null, width: null },
        referralHistory: {
          clinicalHistory: null,
          pastHistory: null,
          allergies: null,
          previousMedications: null,
        },
      },
    },
    referralSite: { arrivalDateTime: '' },
    initialObservations: {
      heartRate: undefined,
      systolicBloodPressure: undefined,
      diastolicBloodPressure: undefined,
      respiratoryRate: undefined,
      spo2: undefined,
      gcs: undefined,
      ett: null,
      temperature: undefined,
      oxygenTherapy: null,
      oxygenFlowRate: null,
      fio2: null,
    },
    plannedDestination: {
      location: { hospitalId: undefined, unit: null },
      acceptedBy: { name: null, contactNumber: null },
    },
  };
}

interface TransferRequestFormProps {
  /** A request recorded earlier but not taken by the retrieval service: shown again to retry. */
  initial: TransferRequestInput | null;
  /** A new request's starting values, from what the case already knows (empty fields otherwise). */
  prefill?: DefaultValues<TransferRequestInput> | undefined;
  hospitals: readonly Option[];
  /** Spec 2 §4.7: Request Transfer stays disabled, with a warning, until this is true. */
  clinicalDetailsComplete: boolean;
  /** Rejects with the server's error; field errors are put on the fields. */
  onSubmit: (values: TransferRequest) => Promise<unknown>;
}

const isTransferDraft = (key: string) => key === PART_DRAFT_KEYS.transfer;

/**
 * The transfer request form (spec 2 §5.5). Validation is the domain schema's; an invalid submit
 * shows the banner 'There are validation errors. Please check the form.'; Cancel asks first and
 * then clears the form. Never-lost drafts (case-module README §3a): on a case page the unsaved
 * request is kept as the author's draft ('transfer-new'), offered back here when the form shows
 * again; a request made (the server deletes the draft with it) or Cancel drops it.
 */
export function TransferRequestForm({
  initial,
  prefill,
  hospitals,
  clinicalDetailsComplete,
  onSubmit,
}: TransferRequestFormProps) {
  const defaults: DefaultValues<TransferRequestInput> = initial ?? prefill ?? emptyTransferRequest();
  const form = useForm<TransferRequestInput, unknown, TransferRequest>({
    resolver: ignoringHiddenFields(zodResolver(transferRequestSchema)),
    defaultValues: defaults,
  });
  const { modal } = App.useApp();
  const [banner, setBanner] = useState(false);
  const drafts = usePartDrafts(isTransferDraft);
  useFormDraft(drafts.keeper, PART_DRAFT_KEYS.transfer, form);
  const restore = () => {
    for (const d of drafts.take()) applyDraftValues(form, d.values);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setBanner(false);
      try {
        await onSubmit(values);
        drafts.keeper?.saved(PART_DRAFT_KEYS.transfer);
      } catch (error) {
        if (isApiRequestError(error) && error.fieldErrors.length) {
          for (const f of error.fieldErrors) {
            form.setError(f.field as Path<TransferRequestInput>, { type: 'server', message: f.message });
          }
          setBanner(true);
        }
      }
    },
    () => setBanner(true),
  );

  const cancel = () =>
    modal.confirm({
      title: M.transferCancelConfirm,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => {
        form.reset(defaults);
        drafts.keeper?.discard([PART_DRAFT_KEYS.transfer]);
        setBanner(false);
      },
    });

  return (
    <FormProvider {...form}>
      <Form layout="vertical" component="div" aria-label="Transfer request">
        {drafts.offer ? (
          <DraftOffer
            drafts={drafts.offer}
            onRestore={restore}
            onDiscard={drafts.discard}
            onClose={drafts.later}
          />
        ) : null}
        {!clinicalDetailsComplete && (
          <Alert
            type="warning"
            showIcon
            title={M.transferNeedsClinicalDetails}
            style={{ marginBottom: 16 }}
          />
        )}
        {banner && <Alert type="error" showIcon title={M.formHasErrors} style={{ marginBottom: 16 }} />}
        <ReferrerSection />
        <PatientSection hospitals={hospitals} />
        <ObservationsSection />
        <DestinationSection hospitals={hospitals} />
        <Flex gap={8} justify="end">
          <Button onClick={cancel}>Cancel</Button>
          <Button
            type="primary"
            disabled={!clinicalDetailsComplete}
            loading={form.formState.isSubmitting}
            onClick={() => void submit()}
          >
            Request Transfer
          </Button>
        </Flex>
      </Form>
    </FormProvider>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { CONFLICT_MESSAGES } from '@scout/domain/api/conflict';
import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ignoringHiddenFields } from '../../../components/hidden-fields-resolver.ts';
import { isConflict } from '../../../components/use-overwrite-confirm.ts';
import { useSingleFlight } from '../../../components/use-single-flight.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { ecmoKeys } from '../api/ecmo-api.ts';
import { type CaseSectionPath, useSaveCaseSection } from '../api/save-case-section.ts';
import { useCaseContext } from './case-context.tsx';

/** Scrolls to the first field marked invalid (spec 2 §5.3: a failed save scrolls to the first error). */
export function scrollToFirstError() {
  setTimeout(() => {
    document.querySelector('[aria-invalid="true"], .ant-form-item-has-error')?.scrollIntoView({
      behavior: 'smooth',
      block: 'center',
    });
  }, 50);
}

/** True when any leaf of react-hook-form's dirtyFields is set. */
export function hasDirtyField(dirty: unknown): boolean {
  if (dirty === true) return true;
  if (Array.isArray(dirty)) return dirty.some(hasDirtyField);
  if (dirty && typeof dirty === 'object') return Object.values(dirty).some(hasDirtyField);
  return false;
}

/** Server fieldErrors name fields with dots ('diagnosis.primaryOrganFailureId') or brackets. */
const fieldPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

interface Options<TIn extends FieldValues, TOut> {
  key: string;
  schema: z.ZodType<TOut, TIn>;
  defaults: (c: EcmoCase) => TIn;
  path: CaseSectionPath;
  /** The body sent, from the validated values (lastModified and forceUpdate are added). */
  toBody?: (values: TOut) => unknown;
  saved: string;
  failed: string;
  /** Asked after validation and before sending (the conclusion's closing question); false stops. */
  confirmBeforeSave?: () => Promise<boolean>;
}

/**
 * One section of the case as a react-hook-form with the domain section schema: loads its values
 * from the case, saves with PATCH and the case's lastModified, asks on a 409 whether to overwrite,
 * puts server field errors on fields and shows the spec's toasts (§8.1). It registers with the
 * case page for Save All and the leave guard.
 */
export function useSectionForm<TIn extends FieldValues, TOut>(options: Options<TIn, TOut>) {
  const { ecmoCase, caseId, register } = useCaseContext();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const mutation = useSaveCaseSection(caseId);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const form = useForm<TIn, unknown, TOut>({
    resolver: ignoringHiddenFields(
      zodResolver(options.schema as never) as unknown as Resolver<TIn, unknown, TOut>,
    ),
    defaultValues: options.defaults(ecmoCase) as DefaultValues<TIn>,
  });
  // Dirty fields rather than isDirty: fields that mount without a stored value (undefined keys)
  // would otherwise keep a section "changed" after its draft entry is committed and cleared.
  const dirty = hasDirtyField(form.formState.dirtyFields);

  // A reloaded case (after any save) refreshes the section unless the user is editing it.
  useEffect(() => {
    if (!hasDirtyField(form.formState.dirtyFields))
      form.reset(optionsRef.current.defaults(ecmoCase) as DefaultValues<TIn>);
  }, [ecmoCase, form]);

  const send = useCallback(
    async (values: TOut, forceUpdate: boolean): Promise<boolean> => {
      const o = optionsRef.current;
      // The freshest lastModified: Save All saves sections one after the other.
      const latest = queryClient.getQueryData<EcmoCase>(ecmoKeys.case(caseId)) ?? ecmoCase;
      const body = {
        ...(o.toBody ? (o.toBody(values) as object) : (values as object)),
        lastModified: latest.lastModified,
        ...(forceUpdate ? { forceUpdate: true } : {}),
      };
      try {
        await mutation.mutateAsync({ section: o.path, body });
        form.reset(form.getValues());
        void message.success(o.saved);
        return true;
      } catch (error) {
        if (isConflict(error) && !forceUpdate) {
          // The conflict dialog (GUIDE §3.4); No keeps the changes unsaved and says so.
          return new Promise<boolean>((resolve) => {
            modal.confirm({
              title: CONFLICT_MESSAGES.title,
              content: CONFLICT_MESSAGES.question,
              okText: 'Yes',
              cancelText: 'No',
              onOk: async () => resolve(await send(values, true)),
              onCancel: () => {
                void message.warning(CONFLICT_MESSAGES.notSaved);
                resolve(false);
              },
            });
          });
        }
        if (isApiRequestError(error)) {
          for (const fe of error.fieldErrors) {
            form.setError(fieldPath(fe.field) as Path<TIn>, { type: 'server', message: fe.message });
          }
          if (error.fieldErrors.length) scrollToFirstError();
        }
        void message.error(o.failed);
        return false;
      }
    },
    [caseId, ecmoCase, form, message, modal, mutation, queryClient],
  );

  // One save at a time: a double-click (or Save then Save All) sends one request (issue 10.2).
  const { run: save, pending: saving } = useSingleFlight(
    () =>
      new Promise<boolean>((resolve) => {
        void form.handleSubmit(
          async (values) => {
            const confirm = optionsRef.current.confirmBeforeSave;
            if (confirm && !(await confirm())) {
              resolve(false);
              return;
            }
            resolve(await send(values, false));
          },
          () => {
            void message.error(M.validationFailed);
            scrollToFirstError();
            resolve(false);
          },
        )();
      }),
  );

  useEffect(() => {
    register(options.key, { dirty, save });
  }, [register, options.key, dirty, save]);
  useEffect(() => () => register(options.key, null), [register, options.key]);

  return { form, save, saving: saving || mutation.isPending, dirty };
}

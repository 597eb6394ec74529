import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_OPTIONS,
  type SendTestEmailInput,
  type SendTestFaxInput,
  type SendTestFileInput,
  sendTestEmailSchema,
  sendTestFaxSchema,
  sendTestFileSchema,
} from '@scout/domain/admin/integration-testing.schema';
import { Form, Input, Select, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { TestCard } from './test-card.tsx';
import type { TestOutcome } from './test-result-alert.tsx';

interface CardProps<T> {
  defaults: T;
  running: boolean;
  outcome: TestOutcome | null;
  onRun: (input: T) => void;
}

/** A field whose invalid value gets the invalid style and the spec's message (spec 1 §5). */
function Field({
  label,
  id,
  error,
  children,
}: {
  label: string;
  id: string;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
      {children}
    </Form.Item>
  );
}

export function EmailTestCard({ defaults, running, outcome, onRun }: CardProps<SendTestEmailInput>) {
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(sendTestEmailSchema),
    defaultValues: defaults,
  });
  return (
    <TestCard
      title="E-mail"
      testId="email-test"
      buttonText="Send test email"
      running={running}
      outcome={outcome}
      onSubmit={() => void handleSubmit(onRun)()}
    >
      <Field label="Email address" id="test-email" error={formState.errors.email?.message}>
        <Controller
          name="email"
          control={control}
          render={({ field, fieldState }) => (
            <Input
              {...field}
              id="test-email"
              status={fieldState.invalid ? 'error' : undefined}
              aria-invalid={fieldState.invalid || undefined}
            />
          )}
        />
      </Field>
      <Field label="Email template" id="test-email-option" error={formState.errors.emailOption?.message}>
        <Controller
          name="emailOption"
          control={control}
          render={({ field }) => (
            <Select
              id="test-email-option"
              value={field.value}
              onChange={field.onChange}
              options={[...EMAIL_OPTIONS]}
            />
          )}
        />
      </Field>
    </TestCard>
  );
}

export function FaxTestCard({ defaults, running, outcome, onRun }: CardProps<SendTestFaxInput>) {
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(sendTestFaxSchema),
    defaultValues: defaults,
  });
  return (
    <TestCard
      title="Fax"
      testId="fax-test"
      buttonText="Send test fax"
      running={running}
      outcome={outcome}
      onSubmit={() => void handleSubmit(onRun)()}
    >
      <Field label="Fax number" id="test-fax" error={formState.errors.fax?.message}>
        <Controller
          name="fax"
          control={control}
          render={({ field, fieldState }) => (
            <Input
              {...field}
              id="test-fax"
              inputMode="tel"
              status={fieldState.invalid ? 'error' : undefined}
              aria-invalid={fieldState.invalid || undefined}
            />
          )}
        />
      </Field>
    </TestCard>
  );
}

export function FileTestCard({ defaults, running, outcome, onRun }: CardProps<SendTestFileInput>) {
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(sendTestFileSchema),
    defaultValues: defaults,
  });
  return (
    <TestCard
      title="File sharing (Box)"
      testId="file-test"
      buttonText="Upload test file"
      running={running}
      outcome={outcome}
      onSubmit={() => void handleSubmit(onRun)()}
    >
      <Field label="Test file name" id="test-file-name" error={formState.errors.testFileName?.message}>
        <Controller
          name="testFileName"
          control={control}
          render={({ field, fieldState }) => (
            <Input
              {...field}
              id="test-file-name"
              status={fieldState.invalid ? 'error' : undefined}
              aria-invalid={fieldState.invalid || undefined}
            />
          )}
        />
      </Field>
    </TestCard>
  );
}

export function ReachTestCard({ running, outcome, onRun }: Omit<CardProps<undefined>, 'defaults'>) {
  return (
    <TestCard
      title="Reach API"
      testId="reach-test"
      buttonText="Call reach API"
      running={running}
      outcome={outcome}
      onSubmit={() => onRun(undefined)}
    >
      <Typography.Paragraph type="secondary">
        A read-only status call; nothing is changed.
      </Typography.Paragraph>
    </TestCard>
  );
}

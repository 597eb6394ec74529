import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { useParams } from 'react-router';
import { z } from 'zod';
import {
  type CaseLayout,
  type CaseModuleTexts,
  CasePageProvider,
  type WholeCaseSave,
} from '../components/case-module/case-page-context.tsx';
import { type CaseSectionMeta, defineCaseSection } from '../components/case-module/case-section.ts';
import { CaseSectionMenu, useCurrentSectionKey } from '../components/case-module/case-section-menu.tsx';
import { type CasePart, CaseSectionsOutlet } from '../components/case-module/case-sections-outlet.tsx';
import { SectionFormView } from '../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../components/case-module/use-section-form.ts';
import { NumberField } from '../components/fields/number-field.tsx';
import { TextField } from '../components/fields/text-fields.tsx';
import { useApiClient } from '../lib/shell-services.tsx';
import type { MockRoutes } from './fetch-mock.ts';
import { renderRoute } from './render-route.tsx';

/**
 * A small made-up case module 'demo' for the case-module framework's tests: two sections,
 * Referrer (name, and a phone when asked for) then Patient (weight), each saved with its own PUT
 * that answers the whole case. Case 1 lives at /demo/cases/1 (GET /api/demo/case/1).
 */
export interface DemoCase {
  id: number;
  lastModified: string;
  referrer: { name: string | null; phone: string | null };
  patient: { weight: number | null };
}

export const DEMO_TEXTS: CaseModuleTexts = {
  leaveGuard: 'You have unsaved changes, are you sure you want to leave?',
  validationFailed: 'Validation failed',
  conflict: { question: 'Do you want to proceed and overwrite any changes to this section?' },
  noUnsavedChanges: 'There are no unsaved changes.',
};

export const DEMO_CASE: DemoCase = {
  id: 1,
  lastModified: 'v1',
  referrer: { name: 'Dr Who', phone: '03 9000 0000' },
  patient: { weight: null },
};

/** The referrer's phone: no such field (the section holds the name only), optional, or required. */
export type DemoPhone = 'none' | 'optional' | 'required';

type ReferrerValues = { name: string; phone?: string | null };

function referrerSchema(phone: DemoPhone): z.ZodType<ReferrerValues, ReferrerValues> {
  const name = z.string().min(1, 'Name is required');
  if (phone === 'none') return z.object({ name });
  if (phone === 'optional') return z.object({ name, phone: z.string().nullable() });
  return z.object({ name, phone: z.string().min(1, 'Phone is required') });
}

const referrerSection = (phone: DemoPhone) =>
  defineCaseSection<DemoCase>()({
    key: 'referrer',
    title: 'Referrer',
    next: 'patient',
    schema: referrerSchema(phone),
    defaults: (c): ReferrerValues => {
      if (phone === 'none') return { name: c.referrer.name ?? '' };
      return {
        name: c.referrer.name ?? '',
        phone: phone === 'required' ? (c.referrer.phone ?? '') : c.referrer.phone,
      };
    },
    isComplete: (c) => !!c.referrer.name,
    send: (values, { api, caseData, lastModified, forceUpdate }) =>
      api.put('/api/demo/case/referrer', { id: caseData.id, lastModified, forceUpdate, ...values }),
    messages: { saved: 'Referrer section has been updated', failed: 'Referrer not saved' },
  });

const REFERRER = {
  none: referrerSection('none'),
  optional: referrerSection('optional'),
  required: referrerSection('required'),
};

const patientSection = defineCaseSection<DemoCase>()({
  key: 'patient',
  title: 'Patient',
  schema: z.object({ weight: z.number().min(0, 'Must be at least 0').nullable() }),
  defaults: (c) => ({ weight: c.patient.weight }),
  isComplete: (c) => c.patient.weight !== null,
  send: (values, { api, caseData, lastModified }) =>
    api.put('/api/demo/case/patient', { id: caseData.id, lastModified, ...values }),
  messages: { saved: 'Patient section has been updated', failed: 'Patient not saved' },
  emptyText: 'No patient information has been entered.',
  isEmpty: (c) => c.patient.weight === null,
});

function ReferrerSection({ phone }: { phone: DemoPhone }) {
  return (
    <SectionFormView section={useSectionForm(REFERRER[phone])}>
      <TextField name="name" label="Referrer name" required />
      {phone === 'none' ? null : (
        <TextField name="phone" label="Referrer phone" required={phone === 'required'} />
      )}
    </SectionFormView>
  );
}

function PatientSection() {
  return (
    <SectionFormView section={useSectionForm(patientSection)}>
      <Row>
        <Col span={12}>
          <NumberField name="weight" label="Weight" unit="kg" min={0} />
        </Col>
      </Row>
    </SectionFormView>
  );
}

/** The page's sections and parts per phone variant, built once (the page keeps them as they are). */
const MODULES = Object.fromEntries(
  (['none', 'optional', 'required'] as const).map((phone) => [
    phone,
    {
      sections: [REFERRER[phone], patientSection] as readonly CaseSectionMeta<DemoCase>[],
      parts: [
        { key: 'referrer', node: <ReferrerSection phone={phone} /> },
        { key: 'patient', node: <PatientSection /> },
      ] as readonly CasePart[],
    },
  ]),
) as Record<DemoPhone, { sections: readonly CaseSectionMeta<DemoCase>[]; parts: readonly CasePart[] }>;

export interface DemoCaseOptions {
  /** 'cards' (ECMO: one section shown) by default. */
  layout?: CaseLayout;
  readOnly?: boolean;
  /** Save All as one whole-case save. */
  whole?: WholeCaseSave<DemoCase>;
  /** Drafts and record-change notices under this module name ('demo'); none by default. */
  liveModule?: string;
  /** The referrer's phone field ('none' by default). */
  phone?: DemoPhone;
}

function Body({ parts }: { parts: readonly CasePart[] }) {
  const current = useCurrentSectionKey(useParams()['*']);
  return (
    <>
      <CaseSectionMenu current={current} />
      <CaseSectionsOutlet current={current} parts={parts} />
    </>
  );
}

/** The demo case page: loads case 1, then the menu beside the sections. */
export function DemoCasePage({
  layout = 'cards',
  readOnly = false,
  whole,
  liveModule,
  phone = 'none',
}: DemoCaseOptions) {
  const api = useApiClient();
  const query = useQuery({
    queryKey: ['demo', 'case', 1],
    queryFn: () => api.get<DemoCase>('/api/demo/case/1'),
  });
  const { sections, parts } = MODULES[phone];
  if (!query.data) return null;
  return (
    <CasePageProvider
      caseData={query.data}
      queryKey={['demo', 'case', 1]}
      readOnly={readOnly}
      texts={DEMO_TEXTS}
      sections={sections}
      basePath="/demo/cases/1"
      layout={layout}
      wholeCaseSave={whole}
      {...(liveModule ? { liveModule } : {})}
    >
      <Body parts={parts} />
    </CasePageProvider>
  );
}

/**
 * Renders the demo case page at /demo/cases/1/referrer (or `path`) with `case` (DEMO_CASE) as
 * the GET's answer and `routes` for the rest; resolves once the page's first load is sent.
 */
export function renderDemoCase({
  routes = {},
  path = '/demo/cases/1/referrer',
  caseData = DEMO_CASE,
  ...options
}: DemoCaseOptions & { routes?: MockRoutes; path?: string; caseData?: DemoCase } = {}) {
  return renderRoute({
    path,
    pages: [{ path: '/demo/cases/1/*', element: <DemoCasePage {...options} /> }],
    routes: { 'GET /api/demo/case/1': { body: caseData }, ...routes },
  });
}

import type { Principal } from '../access/principal.ts';
import { canSeeStrokeContacts, canSeeVecmosDocuments, canViewTelehealthCases } from '../access/rules.ts';

/**
 * The Resources page (spec 3 §2.13): document links and a contact list, each section shown only
 * to users of its app. Documents are static files the web app serves under /resources/.
 * Phone numbers are from the range set aside for fiction ((03) 5550 0000 to 0999): replace them
 * with the service's real numbers before going live.
 */
export interface ResourceDocument {
  key: string;
  title: string;
  description: string;
  href: string;
}

export interface ResourceContact {
  name: string;
  description: string;
  phone: string;
}

export type ResourceSectionKey = 'vecmos' | 'telehealth' | 'stroke';

export interface ResourceSection {
  key: ResourceSectionKey;
  title: string;
  documents: readonly ResourceDocument[];
  contacts: readonly ResourceContact[];
}

export const RESOURCE_SECTIONS: readonly ResourceSection[] = [
  {
    key: 'vecmos',
    title: 'VECMOS',
    documents: [
      {
        key: 'vecmos-user-guide',
        title: 'VECMOS user guide',
        description:
          'Recording a referral, working a case through to its conclusion, and managing consumables.',
        href: '/resources/vecmos-user-guide.html',
      },
      {
        key: 'vecmos-data-dictionary',
        title: 'VECMOS data dictionary',
        description: 'What each field of an ECMO case means, with its units and allowed values.',
        href: '/resources/vecmos-data-dictionary.html',
      },
    ],
    contacts: [],
  },
  {
    // Telehealth users get its guide and contacts as VECMOS and stroke users get theirs (issue 24).
    key: 'telehealth',
    title: 'Telehealth',
    documents: [
      {
        key: 'telehealth-user-guide',
        title: 'Telehealth user guide',
        description: 'Creating a case, consultations, requesting a transfer and closing the case.',
        href: '/resources/telehealth-user-guide.html',
      },
    ],
    contacts: [
      {
        name: 'Telehealth intensivist on call',
        description: 'New referrals and urgent advice, 24 hours',
        phone: '03 5550 0120',
      },
      {
        name: 'Telehealth coordinator',
        description: 'Video links, case follow-up and access, business hours',
        phone: '03 5550 0121',
      },
    ],
  },
  {
    key: 'stroke',
    title: 'Stroke (VST and VTIS)',
    documents: [
      {
        key: 'vst-user-guide',
        title: 'VST user guide',
        description: 'Consults, follow-ups, clinics, inpatient service (VTIS) and reperfusion cases.',
        href: '/resources/vst-user-guide.html',
      },
    ],
    contacts: [
      {
        name: 'VST call centre',
        description: 'New acute stroke consultations, 24 hours',
        phone: '03 5550 0110',
      },
      {
        name: 'On-call stroke neurologist',
        description: 'Reached through the call centre',
        phone: '03 5550 0111',
      },
      {
        name: 'VTIS coordinator',
        description: 'Inpatient reviews and follow-ups, business hours',
        phone: '03 5550 0112',
      },
      {
        name: 'TIA and Minor Stroke Clinic',
        description: 'Clinic bookings and changes',
        phone: '03 5550 0113',
      },
      {
        name: 'Reperfusion case review',
        description: 'Director review and imaging follow-up',
        phone: '03 5550 0114',
      },
    ],
  },
];

const SECTION_RULES: Record<ResourceSectionKey, (p: Principal) => boolean> = {
  vecmos: canSeeVecmosDocuments,
  telehealth: canViewTelehealthCases,
  stroke: canSeeStrokeContacts,
};

/** The sections this user may see, in display order; empty when the user may see none. */
export function resourceSectionsFor(p: Principal): ResourceSection[] {
  return RESOURCE_SECTIONS.filter((section) => SECTION_RULES[section.key](p));
}

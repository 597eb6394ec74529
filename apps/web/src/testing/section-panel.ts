import { screen, within } from '@testing-library/react';

/**
 * The frame of a record page's section (`case-section-{key}`), once the record shows (its study ID
 * test id: 'vst-study-id' on VST records, clinics and reperfusion cases, 'vtis-study-id' on VTIS).
 */
export async function sectionPanel(key: string, studyIdTestId = 'vst-study-id'): Promise<HTMLElement> {
  await screen.findByTestId(studyIdTestId);
  const found = document.getElementById(`case-section-${key}`);
  if (!found) throw new Error(`No panel ${key}`);
  return found;
}

/** Queries within a section's frame (see sectionPanel). */
export const inSectionPanel = async (key: string, studyIdTestId?: string) =>
  within(await sectionPanel(key, studyIdTestId));

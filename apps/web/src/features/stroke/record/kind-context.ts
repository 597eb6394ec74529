import { createContext, useContext } from 'react';
import { strokeSectionDef } from './section-factory.ts';
import type { StrokeKind } from './stroke-kind.ts';

/** The record kind of the page around: sections are written once for every kind that has them. */
export const StrokeKindContext = createContext<StrokeKind | null>(null);

export function useStrokeKind<K extends StrokeKind = StrokeKind>(): K {
  const kind = useContext(StrokeKindContext);
  if (!kind) throw new Error('StrokeKindContext is missing');
  return kind as K;
}

/** The def of the page's kind for a data section key ('referrer', 'hospital-agreement'). */
export const useStrokeSectionDef = (key: string) => strokeSectionDef(useStrokeKind(), key);

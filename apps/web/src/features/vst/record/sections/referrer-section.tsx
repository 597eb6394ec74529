import { StrokeReferrerSection } from '../../../stroke/record/sections/referrer-section.tsx';

/** Referrer (spec 3 §3.1, §5.1): the shared stroke referrer section. */
export const ReferrerSection = () => <StrokeReferrerSection />;

import { AirwayFields } from './airway-fields.tsx';
import { BreathingFields } from './breathing-fields.tsx';
import { CirculationFields } from './circulation-fields.tsx';
import { DisabilityFields } from './disability-fields.tsx';
import { EnvironmentFields } from './environment-fields.tsx';
import { InvestigationsFields } from './investigations-fields.tsx';
import { RecommendationsFields } from './recommendations-fields.tsx';

/** The seven parts of a consultation (spec 2 §3.6), in the order of the A-E assessment. */
export function ConsultationBody() {
  return (
    <>
      <AirwayFields />
      <BreathingFields />
      <CirculationFields />
      <DisabilityFields />
      <EnvironmentFields />
      <InvestigationsFields />
      <RecommendationsFields />
    </>
  );
}

import { z } from 'zod';
import {
  ALWAYS,
  issueAdder,
  multiChoice,
  optionalNumber,
  optionalText,
  requireWhen,
} from '../cases/schema-helpers.ts';
import {
  ANTICOAGULANTS,
  COAGULANT_INTERVENTIONS,
  MECHANICAL_SUPPORTS,
  VASOACTIVE_AGENTS,
} from './clinical-options.ts';
import { ECMO_LIMITS as L } from './limits.ts';

/**
 * Infusion or support (spec 2 §3.2). Vasoactive agents, anticoagulants and coagulant interventions
 * are multi-selects of SCOUT's lists (clinical-options.ts). The epinephrine and norepinephrine
 * doses (mcg/kg/min, at least 0) belong to those agents and are cleared when the agent is not
 * chosen; the other-anticoagulant text is required with 'Other' and cleared without it.
 */
export const infusionSupportSchema = z
  .object({
    vasoactiveAgents: multiChoice(VASOACTIVE_AGENTS),
    /** mcg/kg/min */
    epinephrine: optionalNumber({ min: 0 }),
    /** mcg/kg/min */
    norepinephrine: optionalNumber({ min: 0 }),
    anticoagulants: multiChoice(ANTICOAGULANTS),
    otherAnticoagulants: optionalText(L.shortText),
    coagulantInterventions: multiChoice(COAGULANT_INTERVENTIONS),
    antibiotics: optionalText(L.longText),
  })
  .superRefine((v, ctx) => {
    const hasOther = (v.anticoagulants as readonly string[] | undefined)?.includes('Other') ?? false;
    requireWhen(issueAdder(ctx), hasOther, v.otherAnticoagulants, ['otherAnticoagulants']);
  }, ALWAYS)
  .transform((v) => ({
    ...v,
    epinephrine: v.vasoactiveAgents.includes('Epinephrine') ? v.epinephrine : null,
    norepinephrine: v.vasoactiveAgents.includes('Norepinephrine') ? v.norepinephrine : null,
    otherAnticoagulants: v.anticoagulants.includes('Other') ? v.otherAnticoagulants : null,
  }));
export type InfusionSupportInput = z.input<typeof infusionSupportSchema>;
export type InfusionSupport = z.output<typeof infusionSupportSchema>;

/** Mechanical support besides ECMO (spec 2 §3.2): a multi-select; 'Other' requires its text. */
export const mechanicalSupportSchema = z
  .object({
    mechanicalSupport: multiChoice(MECHANICAL_SUPPORTS),
    otherMechanicalSupport: optionalText(L.shortText),
  })
  .superRefine((v, ctx) => {
    const hasOther = (v.mechanicalSupport as readonly string[] | undefined)?.includes('Other') ?? false;
    requireWhen(issueAdder(ctx), hasOther, v.otherMechanicalSupport, ['otherMechanicalSupport']);
  }, ALWAYS)
  .transform((v) => ({
    ...v,
    otherMechanicalSupport: v.mechanicalSupport.includes('Other') ? v.otherMechanicalSupport : null,
  }));
export type MechanicalSupportInput = z.input<typeof mechanicalSupportSchema>;
export type MechanicalSupportValues = z.output<typeof mechanicalSupportSchema>;

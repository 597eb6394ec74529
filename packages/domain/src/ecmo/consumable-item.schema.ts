import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  ALWAYS,
  issueAdder,
  optionalDate,
  optionalId,
  optionalPastDate,
  optionalText,
  requiredId,
  requireWhen,
  sectionMetaShape,
} from '../cases/schema-helpers.ts';
import { todayIn } from '../patients/dates.ts';
import {
  clearHiddenConsumableFields,
  isExpiryRefused,
  isPrimeExpiryInRange,
  requiresExpiry,
  showsPrimedDates,
} from './consumable-rules.ts';
import { ECMO_LIMITS as L } from './limits.ts';
import { ECMO_MESSAGES as M } from './messages.ts';

/**
 * An ECMO consumable item (spec 2 §3.5, §4.9, §5.6): POST /ecmoItem (no id) and PUT /ecmoItem (id in
 * the body). Device type, location, supplier and status are required; brand, serial number and
 * remarks optional. Expiry is required for a Circuit, and after today when set or changed (§5.3:
 * future-date pickers block today and earlier); primed date and primed expiry for Primed.
 * The primed date is a past event; the primed expiry must lie between the primed date and its cap
 * (30 days later, not after the expiry). The location is a health care provider id.
 */
export function makeConsumableItemSchema(
  now: Now = systemNow,
  timeZone: string = DEFAULT_TIME_ZONE,
  /**
   * The expiry an edited item has stored (the web's edit form knows it): an unchanged one is not
   * re-checked. Without it only a new item's expiry is checked here; the server checks an update's
   * against the stored item (consumables.service.ts).
   */
  edited?: { storedExpiry: string | null },
) {
  return z
    .object({
      id: optionalId,
      ecmoItemTypeId: requiredId,
      circuitTypeId: optionalId,
      currentLocationId: requiredId,
      supplierId: requiredId,
      expiry: optionalDate,
      ecmoItemBrandId: optionalId,
      serialNumber: optionalText(L.shortText),
      statusId: requiredId,
      datePrimed: optionalPastDate(() => todayIn(timeZone, now())),
      primeExpiryDate: optionalDate,
      remarks: optionalText(L.longText),
      ...sectionMetaShape,
    })
    .superRefine((v, ctx) => {
      const add = issueAdder(ctx);
      requireWhen(add, requiresExpiry(v.ecmoItemTypeId), v.expiry, ['expiry']);
      const today = todayIn(timeZone, now());
      if (
        edited
          ? isExpiryRefused(v.expiry, today, edited.storedExpiry)
          : v.id === null && isExpiryRefused(v.expiry, today)
      )
        add(['expiry'], M.expiryNotAfterToday);
      const primed = showsPrimedDates(v.statusId);
      requireWhen(add, primed, v.datePrimed, ['datePrimed']);
      requireWhen(add, primed, v.primeExpiryDate, ['primeExpiryDate']);
      if (
        primed &&
        v.datePrimed &&
        v.primeExpiryDate &&
        !isPrimeExpiryInRange(v.datePrimed, v.primeExpiryDate, v.expiry)
      ) {
        add(['primeExpiryDate'], M.primeExpiryRange);
      }
    }, ALWAYS)
    .transform(clearHiddenConsumableFields);
}
export const consumableItemSchema = makeConsumableItemSchema();
export type ConsumableItemInput = z.input<typeof consumableItemSchema>;
export type ConsumableItemValues = z.output<typeof consumableItemSchema>;

/** GET /ecmoItem/{id}: the stored item, with its location's name (nickname) for the edit form. */
export const consumableItemSchemaOut = z.object({
  id: z.number().int(),
  ecmoItemTypeId: z.number().int(),
  circuitTypeId: z.number().int().nullable(),
  currentLocationId: z.number().int(),
  currentLocation: z.string().nullable(),
  supplierId: z.number().int(),
  expiry: z.string().nullable(),
  ecmoItemBrandId: z.number().int().nullable(),
  serialNumber: z.string().nullable(),
  statusId: z.number().int(),
  datePrimed: z.string().nullable(),
  primeExpiryDate: z.string().nullable(),
  remarks: z.string().nullable(),
  lastModified: z.string(),
});
export type ConsumableItem = z.infer<typeof consumableItemSchemaOut>;

/** A row of GET /api/ecmo/ecmoItem/available and /ecmoItem/nearexpiry (names resolved). */
export const consumableListRowSchema = z.object({
  id: z.number().int(),
  currentLocation: z.string(),
  ecmoItemType: z.string(),
  circuitType: z.string().nullable(),
  status: z.string(),
  expiry: z.string().nullable(),
  primeExpiryDate: z.string().nullable(),
  serialNumber: z.string().nullable(),
});
export type ConsumableListRow = z.infer<typeof consumableListRowSchema>;

/** Route param of /ecmo/ecmoItems/{id}/update and GET /ecmoItem/{id}: a positive whole number. */
export const consumableItemIdSchema = z.coerce
  .number({ error: M.itemIdInvalid })
  .int(M.itemIdInvalid)
  .positive(M.itemIdInvalid);

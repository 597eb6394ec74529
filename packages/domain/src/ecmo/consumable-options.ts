/** ECMO consumable constants of spec 2 §4.9 (the other statuses and types come from the lookups). */

export const CONSUMABLE_STATUS = { Available: 10, Used: 20, Primed: 30 } as const;
export type ConsumableStatusId = (typeof CONSUMABLE_STATUS)[keyof typeof CONSUMABLE_STATUS];

export const CONSUMABLE_ITEM_TYPE = { Circuit: 10 } as const;

/** A primed item's prime expires this many days after priming, capped at the item's expiry. */
export const PRIME_VALID_DAYS = 30;

/**
 * An item is "near expiry" when its effective expiry (the earlier of expiry and prime expiry)
 * falls within this many days of today. The spec shows the Near Expiry table but not the window:
 * SCOUT's choice, pending the service's confirmation.
 */
export const NEAR_EXPIRY_DAYS = 30;

/** "Now" for the domain schemas' past-date rules. */
export const webNow = () => new Date();

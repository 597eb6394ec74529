import type { ProviderOption } from '../api/list-health-care-providers.ts';

/** A provider as the pickers name it: its name, its common name when different, and whether it is inactive. */
export const providerLabel = (p: ProviderOption) => {
  const name = p.nickName && p.nickName !== p.name ? `${p.name} (${p.nickName})` : p.name;
  return p.isActive ? name : `${name} (inactive)`;
};

import { PLATFORM_APP } from '@scout/domain/access/roles';
import { DEFAULT_COUNTRY_ID } from '@scout/domain/admin/provider-types';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  countries,
  healthCareProviders,
  jurisdictions,
  userHealthCareProviders,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../idp/password.ts';
import { recordAudit, SYSTEM_ACTOR } from '../lib/audit.ts';
import { seedDemoClinics } from '../modules/clinics/seed.ts';
import { seedDemoEcmo } from '../modules/ecmo/seed.ts';
import { seedDemoPatients } from '../modules/patients/seed.ts';
import { seedDemoReperfusionCases } from '../modules/reperfusion/seed.ts';
import { seedDemoTelehealth } from '../modules/telehealth/seed.ts';
import { vstConsultService } from '../modules/vst/module.ts';
import { seedDemoVst } from '../modules/vst/seed.ts';
import { seedDemoVtis } from '../modules/vtis/seed.ts';
import { AUSTRALIAN_JURISDICTIONS, DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PROVIDERS } from './demo-data.ts';

/**
 * Demo data for `npm start` (never in production): the default country with its jurisdictions,
 * a handful of hospitals and one account per role and access level. Runs once: a database that
 * already has the demo admin is left alone. Returns whether it seeded.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const first = DEMO_ACCOUNTS[0];
  if (!first) return false;
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, first.email)).limit(1);
  if (existing.length) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values({ id: DEFAULT_COUNTRY_ID, name: 'Australia', shortName: 'AU', isParticipating: true })
      .onConflictDoUpdate({ target: countries.id, set: { isParticipating: true } });
    const states = await tx
      .insert(jurisdictions)
      .values(AUSTRALIAN_JURISDICTIONS.map((j) => ({ ...j, countryId: DEFAULT_COUNTRY_ID })))
      .returning();
    const stateId = new Map(states.map((s) => [s.shortName, s.id]));
    const providers = await tx
      .insert(healthCareProviders)
      .values(
        DEMO_PROVIDERS.map((p, i) => ({
          name: p.name,
          nickName: p.nickName,
          healthCareProviderType: p.type,
          countryId: DEFAULT_COUNTRY_ID,
          jurisdictionId: stateId.get(p.state) ?? 0,
          address: p.address,
          phoneNumber: `03 5550 01${String(10 + i)}`,
          anzicsId: p.anzicsId,
          coordinateLat: p.lat,
          coordinateLng: p.lng,
          faxEd: `0355500${String(200 + i)}`,
          faxEdEnabled: true,
          vtisEnabled: p.type === 'Regional Hospital',
          isActive: true,
        })),
      )
      .returning({ id: healthCareProviders.id });

    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          accountEnabled: account.accountEnabled ?? true,
          surname: account.surname,
          givenName: account.givenName,
          displayName: `${account.givenName} ${account.surname}`,
          mobilePhone: '+61491570006',
          isSystemAdmin: account.isSystemAdmin ?? false,
          isAvRaso: account.isAvRaso ?? false,
          isEcmoUser: account.ecmo !== undefined,
          ecmoAccess: account.ecmo ?? null,
          isTelehealthUser: account.telehealth !== undefined,
          telehealthAccess: account.telehealth ?? null,
          isVstUser: account.vst !== undefined,
          vstAccess: account.vst ?? null,
          isVtisUser: account.vtis !== undefined,
          vtisAccess: account.vtis ?? null,
          canExportVstData: account.canExportVstData ?? false,
          canExportVtisData: account.canExportVtisData ?? false,
          canExportVtisAuscrData: account.canExportVtisAuscrData ?? false,
          passwordHash,
        })
        .returning();
      if (!user) continue;
      // The VTIS-only account works for the first two hospitals, as a hospital-bound user would.
      if (account.email.startsWith('vtis.only')) {
        await tx.insert(userHealthCareProviders).values(
          providers.slice(0, 2).map((p) => ({
            userId: user.id,
            healthCareProviderId: p.id,
            platformAppId: PLATFORM_APP.VTIS,
          })),
        );
      }
      await recordAudit(tx, SYSTEM_ACTOR, {
        action: 'user.create',
        entityType: 'user',
        entityId: user.id,
        after: user,
      });
    }
  });
  await seedDemoPatients(db);
  await seedDemoEcmo(db);
  await seedDemoTelehealth(db);
  await seedDemoVst(db);
  await seedDemoClinics(db);
  // The register's consults are VST consults, stored by VST's service (an area imports no other).
  await seedDemoReperfusionCases(db, vstConsultService.insert);
  await seedDemoVtis(db);
  return true;
}

import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { PatientReferences } from '../db/patient-references.ts';
import type { FileStore } from '../integrations/file-store/file-store.ts';

/** What every API module plugin receives. */
export interface ModuleDeps {
  config: AppConfig;
  db: Db;
  /** Logos and attachments (local directory, memory in tests, or S3 by configuration). */
  fileStore: FileStore;
  /** The tables that point at a patient profile: the case modules register theirs, a merge moves them. */
  patientReferences: PatientReferences;
}

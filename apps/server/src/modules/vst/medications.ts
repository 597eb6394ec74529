/**
 * GET /api/vst/medications (spec 3 §3.1 currentMedications, §7.1 "medications is a list of
 * names"). The spec names the lookup but not its values; SCOUT's list: the medicines a stroke
 * consult asks about most, by generic name, grouped as the Australian Stroke Foundation's
 * Clinical Guidelines for Stroke Management (2023) discuss them (anticoagulants, antiplatelets,
 * thrombolytics, antihypertensives, lipid-lowering and glucose-lowering agents) plus common
 * anticonvulsants. Anything else goes in Other Medications (free text).
 */
export const VST_MEDICATIONS: readonly string[] = [
  // Anticoagulants
  'Apixaban',
  'Dabigatran',
  'Edoxaban',
  'Enoxaparin',
  'Heparin',
  'Rivaroxaban',
  'Warfarin',
  // Antiplatelets
  'Aspirin',
  'Clopidogrel',
  'Dipyridamole',
  'Prasugrel',
  'Ticagrelor',
  // Antihypertensives
  'Amlodipine',
  'Candesartan',
  'Hydrochlorothiazide',
  'Indapamide',
  'Irbesartan',
  'Labetalol',
  'Metoprolol',
  'Perindopril',
  'Ramipril',
  'Telmisartan',
  // Lipid-lowering
  'Atorvastatin',
  'Ezetimibe',
  'Rosuvastatin',
  'Simvastatin',
  // Glucose-lowering
  'Empagliflozin',
  'Gliclazide',
  'Insulin',
  'Metformin',
  // Anticonvulsants
  'Levetiracetam',
  'Phenytoin',
  'Sodium valproate',
];

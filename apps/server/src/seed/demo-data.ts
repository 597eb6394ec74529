import { ACCESS_LEVEL } from '@scout/domain/access/roles';

const { Admin, Manage, Read } = ACCESS_LEVEL;

/** Every demo account signs in with this password (README.md lists them). Never used in production. */
export const DEMO_PASSWORD = 'Scout-Demo-2026!';

interface DemoAccount {
  email: string;
  /** The README's role cell: the role and per-app access, plain text. */
  roleLabel: string;
  givenName: string;
  surname: string;
  accountEnabled?: boolean;
  isSystemAdmin?: boolean;
  isAvRaso?: boolean;
  ecmo?: number;
  telehealth?: number;
  vst?: number;
  vtis?: number;
  canExportVstData?: boolean;
  canExportVtisData?: boolean;
  canExportVtisAuscrData?: boolean;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@scout.example',
    roleLabel: 'system admin',
    givenName: 'Alex',
    surname: 'Admin',
    isSystemAdmin: true,
  },
  {
    email: 'calltaker@scout.example',
    roleLabel: 'call taker',
    givenName: 'Casey',
    surname: 'Caller',
    isAvRaso: true,
  },
  {
    email: 'ecmo.admin@scout.example',
    roleLabel: 'ECMO Admin',
    givenName: 'Erin',
    surname: 'Ecmoadmin',
    ecmo: Admin,
  },
  {
    email: 'ecmo.manage@scout.example',
    roleLabel: 'ECMO Manage',
    givenName: 'Eli',
    surname: 'Ecmomanager',
    ecmo: Manage,
  },
  {
    email: 'ecmo.read@scout.example',
    roleLabel: 'ECMO Read',
    givenName: 'Emma',
    surname: 'Ecmoreader',
    ecmo: Read,
  },
  {
    email: 'telehealth.admin@scout.example',
    roleLabel: 'Telehealth Admin',
    givenName: 'Tara',
    surname: 'Teleadmin',
    telehealth: Admin,
  },
  {
    email: 'telehealth.manage@scout.example',
    roleLabel: 'Telehealth Manage',
    givenName: 'Tom',
    surname: 'Telemanager',
    telehealth: Manage,
  },
  {
    email: 'telehealth.read@scout.example',
    roleLabel: 'Telehealth Read',
    givenName: 'Tess',
    surname: 'Telereader',
    telehealth: Read,
  },
  {
    email: 'vst.admin@scout.example',
    roleLabel: 'VST Admin, VTIS Admin',
    givenName: 'Vera',
    surname: 'Strokeadmin',
    vst: Admin,
    vtis: Admin,
  },
  {
    email: 'vst.manage@scout.example',
    roleLabel: 'VST Manage, VTIS Manage',
    givenName: 'Victor',
    surname: 'Strokemanager',
    vst: Manage,
    vtis: Manage,
  },
  {
    email: 'vst.read@scout.example',
    roleLabel: 'VST Read, VTIS Read',
    givenName: 'Violet',
    surname: 'Strokereader',
    vst: Read,
    vtis: Read,
  },
  {
    email: 'vtis.only@scout.example',
    roleLabel: 'VTIS Manage only',
    givenName: 'Ivan',
    surname: 'Inpatient',
    vtis: Manage,
  },
  {
    email: 'exporter@scout.example',
    roleLabel: 'VST Manage, VTIS Manage, VST export, VTIS export, AuSCR export',
    givenName: 'Xena',
    surname: 'Exporter',
    vst: Manage,
    vtis: Manage,
    canExportVstData: true,
    canExportVtisData: true,
    canExportVtisAuscrData: true,
  },
  {
    // A signed-in user with no clinical app yet (an invited user awaiting access): the one demo
    // account the "any clinical app" rules refuse, so the route walk proves those rules too.
    email: 'noapps@scout.example',
    roleLabel: 'no clinical app (awaiting access)',
    givenName: 'Nora',
    surname: 'Newcomer',
  },
  {
    email: 'disabled@scout.example',
    roleLabel: 'ECMO Read, account disabled',
    givenName: 'Dana',
    surname: 'Disabled',
    ecmo: Read,
    accountEnabled: false,
  },
];

/** Australia's states and territories: the jurisdictions of the default country. */
export const AUSTRALIAN_JURISDICTIONS = [
  { name: 'Victoria', shortName: 'VIC' },
  { name: 'New South Wales', shortName: 'NSW' },
  { name: 'Queensland', shortName: 'QLD' },
  { name: 'South Australia', shortName: 'SA' },
  { name: 'Western Australia', shortName: 'WA' },
  { name: 'Tasmania', shortName: 'TAS' },
  { name: 'Northern Territory', shortName: 'NT' },
  { name: 'Australian Capital Territory', shortName: 'ACT' },
];

/**
 * Public hospitals with their street addresses and approximate coordinates. Phone and fax
 * numbers are in the 03 5550 range Australia reserves for fiction: demo data must never fax or
 * call a real hospital.
 */
export const DEMO_PROVIDERS = [
  {
    name: 'The Alfred',
    nickName: 'Alfred',
    type: 'Metropolitan Hospital',
    state: 'VIC',
    address: '55 Commercial Road, Melbourne VIC 3004',
    lat: -37.8456,
    lng: 144.9822,
    anzicsId: 'ALF',
  },
  {
    name: 'Royal Melbourne Hospital',
    nickName: 'RMH',
    type: 'Metropolitan Hospital',
    state: 'VIC',
    address: '300 Grattan Street, Parkville VIC 3050',
    lat: -37.7993,
    lng: 144.9559,
    anzicsId: 'RMH',
  },
  {
    name: 'Monash Medical Centre',
    nickName: 'Monash',
    type: 'Metropolitan Hospital',
    state: 'VIC',
    address: '246 Clayton Road, Clayton VIC 3168',
    lat: -37.9206,
    lng: 145.1225,
    anzicsId: 'MMC',
  },
  {
    name: 'Austin Hospital',
    nickName: 'Austin',
    type: 'Metropolitan Hospital',
    state: 'VIC',
    address: '145 Studley Road, Heidelberg VIC 3084',
    lat: -37.7566,
    lng: 145.0588,
    anzicsId: 'AUS',
  },
  {
    name: 'Bendigo Hospital',
    nickName: 'Bendigo',
    type: 'Regional Hospital',
    state: 'VIC',
    address: '100 Barnard Street, Bendigo VIC 3550',
    lat: -36.7496,
    lng: 144.2717,
    anzicsId: 'BEN',
  },
  {
    name: 'Ballarat Base Hospital',
    nickName: 'Ballarat',
    type: 'Regional Hospital',
    state: 'VIC',
    address: '1 Drummond Street North, Ballarat Central VIC 3350',
    lat: -37.5594,
    lng: 143.8489,
    anzicsId: 'BAL',
  },
  {
    name: 'Royal Adelaide Hospital',
    nickName: 'RAH',
    type: 'Metropolitan Hospital',
    state: 'SA',
    address: 'Port Road, Adelaide SA 5000',
    lat: -34.9209,
    lng: 138.5869,
    anzicsId: 'RAH',
  },
] as const;

export * from './admin.ts';
export * from './audit.ts';
export * from './idp.ts';
export * from './patients.ts';

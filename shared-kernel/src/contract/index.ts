// The contract part of the kernel: no React, no browser globals. The API imports only this.
export * from './entities.ts';
export * from './endpoint.ts';
export * from './endpoints/index.ts';
export * from './fields.ts';
export * from './schemas/common.ts';
export * from './schemas/entities.ts';
export * from './schemas/cash.ts';
export * from './codes.ts';
export * from './messages.ts';
export * from './constants.ts';
export * from '../validation/index.ts';
export * from '../format/index.ts';
export * from '../features/index.ts';
export * from '../i18n/index.ts';
export * from './japanese.ts';
export * from './schemas/customer-profile.ts';

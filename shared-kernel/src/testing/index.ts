// `@portal/shared-kernel/testing`: fixtures and the fake API for the apps' tests, and the kernel
// names only tests use (production entries carry only what production code imports). Never imported
// by production code.
export { ApiError } from '../api/errors.ts';
export { katakanaField, nameField } from '../contract/japanese.ts';
export type { AccountSettingCommon, TangramFunctionsResult } from '../contract/entities.ts';
export { defaultFeatureSwitches } from '../features/feature-switches.ts';
export { getStoredToken, storeLogin } from '../session/storage.ts';
export { customerFixture, loginParamsFixture, loginResultFixture } from './fixtures.ts';
export { fakeFailure, fakeStepUpRequired, installFakeApi } from './fake-api.ts';
export type { FakeApi, FakeHandlers } from './fake-api.ts';

// `@portal/shared-kernel/testing`: fixtures and the fake API for the apps' tests. Never imported by
// production code.
export { customerFixture, loginParamsFixture, loginResultFixture } from './fixtures.ts';
export { createFakeApi, fakeFailure, FakeFailure, fakeStepUpRequired, installFakeApi } from './fake-api.ts';
export type { EntryNamed, FakeApi, FakeCall, FakeHandler, FakeHandlers } from './fake-api.ts';

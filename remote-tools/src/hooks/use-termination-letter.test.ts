import { toolsConfigFixture } from '../testing/fixtures.ts';
import { terminationLetterFor } from './use-termination-letter.ts';

describe('terminationLetterFor', () => {
  const config = toolsConfigFixture();
  it('gives individuals downloadPathOfTerminationLetter', () => {
    expect(terminationLetterFor(config, 'individual')).toBe(config.downloadPathOfTerminationLetter);
  });
  it('gives corporations downloadPathOfTerminationLetterCorp', () => {
    expect(terminationLetterFor(config, 'corporate')).toBe(config.downloadPathOfTerminationLetterCorp);
  });
});

// What the notify job tells the editor: a refusal only when the content's own checks refused it;
// a plan, an install or a publish that failed is not the editor's to mend.
import { saveOutcome } from '../notify';

describe('saveOutcome', () => {
  it('calls a save refused when the content check, build, guards or deploy checks refused it', () => {
    for (const step of ['check', 'build', 'guards', 'synth']) {
      expect(saveOutcome({ CONTENT_RESULT: 'failure', REFUSED: step })).toBe('refused');
    }
  });

  it('calls it failed when the content job failed before or beside those (the plan, an install)', () => {
    // A job that failed before its outputs were set leaves them empty.
    expect(saveOutcome({ CONTENT_RESULT: 'failure', REFUSED: '' })).toBe('failed');
    expect(saveOutcome({ CONTENT_RESULT: 'failure' })).toBe('failed');
  });

  it('calls it failed when the publish or the deploy failed', () => {
    expect(saveOutcome({ CONTENT_RESULT: 'success', PUBLISH_RESULT: 'failure', REFUSED: '' })).toBe(
      'failed',
    );
    expect(
      saveOutcome({
        CONTENT_RESULT: 'success',
        PUBLISH_RESULT: 'skipped',
        DEPLOY_RESULT: 'failure',
      }),
    ).toBe('failed');
  });

  it('calls it published when the gate put it live, else replaced by a newer save', () => {
    expect(
      saveOutcome({ CONTENT_RESULT: 'success', PUBLISH_RESULT: 'success', DEPLOYED: 'true' }),
    ).toBe('published');
    expect(
      saveOutcome({ CONTENT_RESULT: 'success', DEPLOY_RESULT: 'success', DEPLOYED: 'true' }),
    ).toBe('published');
    expect(
      saveOutcome({ CONTENT_RESULT: 'success', PUBLISH_RESULT: 'success', DEPLOYED: 'false' }),
    ).toBe('replaced');
  });
});

import { openingRecord } from './content-opening';

describe('openingRecord, spec 2 §4 on opening content', () => {
  it.each(['NotAttempted', 'Attempted', 'Passed', 'Failed'] as const)('sends a completion for an auto-completing item that is %s', (Completion) => {
    expect(openingRecord({ Completion, CompletionMode: 'Auto' })).toBe('completion');
  });

  it('sends a completion under AICC40 too', () => {
    expect(openingRecord({ Completion: 'NotAttempted', CompletionMode: 'Auto' }, 'AICC40')).toBe('completion');
  });

  it('sends nothing for a Completed auto-completing item that was opened before', () => {
    expect(openingRecord({ Completion: 'Completed', CompletionMode: 'Auto' })).toBe('nothing');
  });

  it.each(['Manual', 'MustPass'] as const)('sends an attempted statement for a NotAttempted %s item', (CompletionMode) => {
    expect(openingRecord({ Completion: 'NotAttempted', CompletionMode })).toBe('attempted');
    expect(openingRecord({ Completion: 'NotAttempted', CompletionMode }, 'SCORM12')).toBe('attempted');
  });

  it('sends no attempted statement under the AICC40 tracking mode', () => {
    expect(openingRecord({ Completion: 'NotAttempted', CompletionMode: 'Manual' }, 'AICC40')).toBe('nothing');
  });

  it.each(['Attempted', 'Completed', 'Failed'] as const)('sends nothing for a %s item that does not complete itself', (Completion) => {
    expect(openingRecord({ Completion, CompletionMode: 'Manual' })).toBe('nothing');
  });
});

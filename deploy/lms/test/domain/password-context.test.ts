import { CONTEXT_WORD_PROBLEM, contextWordProblem } from '../../src/domain/password-context';

const context = { username: 'alex.morgan', scope: 'demo', names: ['Demo University', 'Learner Portal'] };

describe('context-specific words in a new password', () => {
  it.each(['alex.morgan', 'Alex-Morgan-99!', 'LearnerPortal2026!', 'learner portal 2026', 'MyPortal#2026', 'Demo University 1', 'xDEMOx-2026'])('refuses %j', (password) => {
    expect(contextWordProblem(password, context)).toBe(CONTEXT_WORD_PROBLEM);
  });

  it.each(['Correct-Horse-Battery-9', 'Sign-up!2026', 'Univers!ty-77'])('accepts %j', (password) => {
    expect(contextWordProblem(password, context)).toBeUndefined();
  });

  it('counts an e-mail username by its whole address and its local part; ignores words under three letters', () => {
    expect(contextWordProblem('robin.green-2026!', { username: 'robin.green@new.example', scope: 'xy', names: [] })).toBe(CONTEXT_WORD_PROBLEM);
    expect(contextWordProblem('Jo-is-fine-2026!', { username: 'jo', scope: 'xy', names: [null] })).toBeUndefined();
  });
});

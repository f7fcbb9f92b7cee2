import { headerValue, MAIL_BODY_CUT_NOTICE, mailBody, matchesConfiguredRecipient } from '../../src/domain/mail';

describe('mail sent on a user’s behalf', () => {
  it('a header value keeps no CR, LF or other control character, so no header can be added', () => {
    expect(headerValue('CPD entry: Hello\r\nBcc: victim@outside.example')).toBe('CPD entry: Hello Bcc: victim@outside.example');
    expect(headerValue('a\u0000b\u0085c\u2028d\te')).toBe('a b c d e');
    expect(headerValue('   spaced   out  ')).toBe('spaced out');
  });

  it('a header value is cut at its maximum, never inside a character', () => {
    expect(headerValue('x'.repeat(500))).toHaveLength(200);
    expect(headerValue('😀'.repeat(3), 2)).toBe('😀😀');
  });

  it('a body keeps its lines, drops other controls and is cut with a notice', () => {
    expect(mailBody('one\r\ntwo\rthree\u0007')).toBe('one\ntwo\nthree');
    const long = mailBody('y'.repeat(30_000));
    expect(long.length).toBe(20_000);
    expect(long.endsWith(MAIL_BODY_CUT_NOTICE)).toBe(true);
  });

  it('a configured recipient is an exact address or a whole domain', () => {
    const configured = ['mentor@partner.example', '@demo.example'];
    expect(matchesConfiguredRecipient('Mentor@Partner.example', configured)).toBe(true);
    expect(matchesConfiguredRecipient('anyone@demo.example', configured)).toBe(true);
    expect(matchesConfiguredRecipient('anyone@sub.demo.example', configured)).toBe(false);
    expect(matchesConfiguredRecipient('other@partner.example', configured)).toBe(false);
  });
});

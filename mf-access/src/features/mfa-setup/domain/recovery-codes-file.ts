/** The recovery codes as the text the user copies or downloads: one code a line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return `${codes.join('\n')}\n`;
}

export const RECOVERY_CODES_FILE_NAME = 'recovery-codes.txt';

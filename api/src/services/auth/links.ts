/** Where emailed links land in the web app; docs/api.md documents both. */
export const links = {
  confirm: (publicUrl: string, token: string) => `${publicUrl}/login?confirm_token=${encodeURIComponent(token)}`,
  reset: (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
  login: (publicUrl: string) => `${publicUrl}/login`,
  forgot: (publicUrl: string) => `${publicUrl}/forgot-password`,
  invitation: (publicUrl: string, token: string) =>
    `${publicUrl}/invitations/accept?token=${encodeURIComponent(token)}`,
};

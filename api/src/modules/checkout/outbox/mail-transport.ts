/** `to` has passed `safeRecipient`. */
export interface MailTransport {
  send(message: { id: number; to: string; subject: string; body: string; html?: string | null }): Promise<void>;
}

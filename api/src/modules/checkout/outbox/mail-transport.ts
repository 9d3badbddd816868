/** `to` and `replyTo` have passed `safeRecipient`. */
export interface MailTransport {
  send(message: { id: number; to: string; replyTo?: string | null; subject: string; body: string; html?: string | null }): Promise<void>;
}

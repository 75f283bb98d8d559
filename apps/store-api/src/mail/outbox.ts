import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * The mail outbox: every mail the local Store API "sends" is written to the `outbox_mail` table
 * instead of an SMTP server, so developers and tests can read it at `GET /_outbox`.
 */

export type MailType =
  | 'newsletter_double_opt_in'
  | 'newsletter_register'
  | 'contact_form'
  | 'customer_register_double_opt_in'
  | 'customer_password_recovery'
  | 'order_confirmation_mail';

export interface OutgoingMail {
  type: MailType;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one. */
  html?: string | null;
  links?: string[];
  /** `de`, `en` or `fr`: the language the texts were written in. */
  language: string;
  /** Structured content of the mail (e.g. the contact form fields). */
  data?: Record<string, unknown>;
}

export interface StoredMail {
  id: string;
  type: MailType;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  language: string;
  data: Record<string, unknown>;
  createdAt: string;
}

interface MailRow {
  id: string;
  type: MailType;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  links: string;
  language: string;
  data: string;
  created_at: string;
}

export interface OutboxQuery {
  /** Only mails to this address (case-insensitive). */
  to?: string;
  type?: string;
  limit?: number;
}

export class Outbox {
  constructor(private readonly db: Db, private readonly now: () => number = Date.now) {}

  send(mail: OutgoingMail): StoredMail {
    const stored: StoredMail = {
      id: randomUUID().replace(/-/g, ''),
      type: mail.type,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      links: mail.links ?? [],
      language: mail.language,
      data: mail.data ?? {},
      createdAt: new Date(this.now()).toISOString(),
    };
    this.db
      .prepare(
        'INSERT INTO outbox_mail (id, type, to_address, reply_to, subject, text, html, links, language, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(stored.id, stored.type, stored.to, stored.replyTo, stored.subject, stored.text, stored.html, JSON.stringify(stored.links), stored.language, JSON.stringify(stored.data), stored.createdAt);
    return stored;
  }

  /** Newest first (by insertion order, so mails of the same millisecond keep their order). */
  list(query: OutboxQuery = {}): { total: number; elements: StoredMail[] } {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.to) {
      where.push('to_address = ? COLLATE NOCASE');
      params.push(query.to);
    }
    if (query.type) {
      where.push('type = ?');
      params.push(query.type);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const total = (this.db.prepare(`SELECT COUNT(*) AS n FROM outbox_mail ${clause}`).get(...params) as { n: number }).n;
    const limit = query.limit ?? 100;
    const rows = this.db.prepare(`SELECT * FROM outbox_mail ${clause} ORDER BY seq DESC LIMIT ?`).all(...params, limit) as MailRow[];
    return {
      total,
      elements: rows.map((row) => ({
        id: row.id,
        type: row.type,
        to: row.to_address,
        replyTo: row.reply_to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        links: JSON.parse(row.links) as string[],
        language: row.language,
        data: JSON.parse(row.data) as Record<string, unknown>,
        createdAt: row.created_at,
      })),
    };
  }

  clear(): number {
    return this.db.prepare('DELETE FROM outbox_mail').run().changes;
  }
}

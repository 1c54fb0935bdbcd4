// A newsletter sign-up for one topic.
import { Model } from 'objection';

export class NewsletterSignup extends Model {
  static override tableName = 'newsletter_signups';

  declare id: number;
  declare topic: string;
  declare email: string;
  declare confirmedAt: Date | null;
  declare createdAt: Date;
}

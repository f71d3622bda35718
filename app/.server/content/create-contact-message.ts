/** Stores a message sent through /contact; the team reads unhandled ones oldest first. */
import type { ContactForm } from "~/lib/contact-form-schema";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema";

export async function createContactMessage(db: Database, form: ContactForm): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: form.name, email: form.email, phone: form.phone, topic: form.topic, message: form.message })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row;
}

/**
 * A person's name and Indian mobile number as every form asks for them (registration, profile,
 * enquiries, bookings), with the spec's section 5 messages.
 */
import { z } from "~/lib/zod";

export const personName = z.string().trim().min(2, "Name must be at least 2 characters").max(50, "Name cannot exceed 50 characters");

export const mobileNumber = z
  .string()
  .trim()
  .regex(/^\d*$/, "Phone number must contain only digits")
  .min(10, "Phone number must be at least 10 digits")
  .max(10, "Phone number cannot exceed 10 digits");

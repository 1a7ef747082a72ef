import { z } from 'zod';
import { complaintInput, type ComplaintInput } from '../rules/complaint-input.ts';
import { definePath, okEnvelope } from './envelope.ts';

/**
 * Ours: the spec's delivery complaint form shows no submission call. The provider takes the form
 * as the page and the gateway check it (rules/complaint-input.ts).
 */
export const submitComplaintRequest = complaintInput;
export type SubmitComplaintRequest = ComplaintInput;

export const submitComplaint = definePath({
  path: '/submit-complaint',
  auth: 'customer',
  body: 'json',
  request: submitComplaintRequest,
  response: okEnvelope(z.object({ id: z.number().int() })),
});

export const complaintPaths = [submitComplaint] as const;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  propertyCategoryParamsSchema,
  propertyInputSchema,
  propertyPathParamsSchema,
  propertySchema,
} from '@domus/domain/listing/property.schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFoundError } from '../../lib/app-error.ts';
import { bearerSecurity, errorResponses, sessionResponses } from '../../lib/openapi.ts';
import { requireViewer } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  changeListing,
  createListing,
  type ListingWriteSettings,
} from './properties-write.service.ts';

const notFound = apiErrorSchema.describe('No such listing, or not the caller’s: code not_found');
const forbidden = apiErrorSchema.describe('Confirming takes an admin: code forbidden');
const awaiting = apiErrorSchema.describe(
  'The owner changes a listing awaiting confirmation: code awaiting_confirmation',
);

/** The body may leave out `category`: the path names it (seller-side.md §7). */
async function categoryFromPath(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null;
  const params = request.params as { type?: unknown };
  if (body && typeof body === 'object' && !Array.isArray(body) && body.category === undefined) {
    body.category = params.type;
  }
}

const RULES =
  'A website user is always the seller of their own listing (their seller profile is made ' +
  'from the account when missing); staff name any seller in `owner`. Images and plans are ' +
  'ids of uploaded files the caller uploaded (staff: any), not attached to another listing; ' +
  'the listing takes them in the order given. Only admins set `video` and `property_id`, ' +
  'only staff `externalAgent`; anyone else’s values are ignored (the stored ones are kept). A number already used answers 400 on `property_id`. A ' +
  '`category` other than the path’s, or a type of another category, answers 400.';

const DRAFTS =
  ' `isDraft: true` saves the listing as its owner’s draft, to be continued later: values are ' +
  'checked as usual (types, ranges, values, text lengths, files), but price or number of ' +
  'places, location and street number, four images and main images may still be missing. A ' +
  'draft is never confirmed, matched with saved searches or mailed to staff, and only its ' +
  'owner and staff see it (GET answers it with `isDraft: true`; the account page lists it); ' +
  'its owner may delete it.';

/** The listings write API (seller-side.md §7 POST and PATCH properties). */
export const propertiesWriteRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  alerts: ListingWriteSettings;
}> = async (app, { db, storage, alerts }) => {
  app.post(
    '/properties/:type',
    {
      preValidation: categoryFromPath,
      config: { sessionAction: 'manage-listings' },
      schema: {
        operationId: 'createProperty',
        tags: ['properties'],
        summary: 'Create a listing',
        description:
          'Saves a whole listing of the category (seller-side.md §3, §7). A super admin’s ' +
          'listing is saved confirmed (with its first files as main images when none are ' +
          'given); anyone else’s unconfirmed, whatever `isConfirmed` says, and staff receive ' +
          'a mail about it. ' +
          RULES +
          DRAFTS,
        security: bearerSecurity,
        params: propertyCategoryParamsSchema,
        body: propertyInputSchema,
        response: {
          201: z.object({ data: propertySchema }),
          ...sessionResponses,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const property = await createListing(
        { ...alerts, db, storage, viewer, source: 'createProperty' },
        request.params.type,
        request.body,
      );
      return reply.code(201).send({ data: property });
    },
  );

  app.patch(
    '/properties/:type/:id',
    {
      preValidation: categoryFromPath,
      config: { sessionAction: 'manage-listings' },
      schema: {
        operationId: 'updateProperty',
        tags: ['properties'],
        summary: 'Change a listing',
        description:
          'Saves the whole listing again (the wizard and the confirm dialog send all of it; ' +
          'seller-side.md §4, §7). Its owner or staff may; anyone else, an unknown id and ' +
          'another category answer 404. Setting `isConfirmed` takes an admin (403 otherwise) ' +
          'and the main images of the confirm dialog: a main image, and four main images or ' +
          'all files when fewer. Anyone else’s `isConfirmed` is ignored: an owner’s change of ' +
          'a confirmed listing keeps it published and mails staff the changed fields. A listing ' +
          'its owner submitted is read-only to the owner until staff confirm it: their change ' +
          'answers 409 `awaiting_confirmation` and changes nothing; staff may change it. Files ' +
          'left out are detached. ' +
          RULES +
          DRAFTS +
          ' On a draft, `isDraft: false` (the default) submits it: checked whole (400 naming the ' +
          'missing fields, nothing changed), then treated as a new listing – a super admin’s is ' +
          'confirmed and matched, anyone else’s stays unconfirmed, and a submission not made ' +
          'by staff mails staff about a new listing; an admin’s `isConfirmed` is not taken ' +
          'from a submission (the confirm dialog follows it). `isDraft: true` on a listing ' +
          'already submitted answers 400 on `isDraft`, and an admin’s `isConfirmed: true` on ' +
          'a draft 400 on `isConfirmed`.',
        security: bearerSecurity,
        params: propertyPathParamsSchema,
        body: propertyInputSchema,
        response: {
          200: z.object({ data: propertySchema }),
          ...sessionResponses,
          403: forbidden,
          404: notFound,
          409: awaiting,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const property = await changeListing(
        { ...alerts, db, storage, viewer, source: 'updateProperty' },
        request.params.type,
        request.params.id,
        request.body,
      );
      if (!property) throw notFoundError();
      return { data: property };
    },
  );
};

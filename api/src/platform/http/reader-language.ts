/**
 * The language a paper a patient reads is written in (issue 30: receipts, the data download): the site's, from its
 * language switch's cookie, so a page and the PDF it offers read alike; without the cookie (the API called directly,
 * a new device), the one on their account. An unknown code is English.
 */
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, parseLanguage, type Language } from '@physio/shared-contracts';

export const readerLanguage = (
  request: FastifyRequest,
  accountLanguage: string | null | undefined,
): Language => parseLanguage(request.cookies[LANGUAGE_COOKIE] ?? accountLanguage);

/**
 * Each endpoint's method, path, success status and, when it answers no JSON, what it answers: all
 * the browser needs to make a call. `contract.ts` adds the schemas (which the server validates with,
 * and from which the browser's calls are typed), so the browser's bundle carries no schema of the
 * API's (lint keeps `contract` a type-only import in src/web).
 */
import type { Route } from './endpoint';

export const routes = {
  health: { method: 'GET', path: '/api/health' },
  workspace: { method: 'GET', path: '/api/workspace' },
  createVenture: { method: 'POST', path: '/api/ventures', status: 201 },
  updateVenture: { method: 'PUT', path: '/api/ventures/:id' },
  deleteVenture: { method: 'DELETE', path: '/api/ventures/:id' },
  ventureFacts: { method: 'GET', path: '/api/ventures/:id/facts' },
  pinFact: { method: 'PUT', path: '/api/ventures/:id/facts/:fact' },
  unpinFact: { method: 'DELETE', path: '/api/ventures/:id/facts/:fact' },
  switchVenture: { method: 'PUT', path: '/api/workspace/current' },
  toolDocuments: { method: 'GET', path: '/api/tools/:tool/documents' },
  document: { method: 'GET', path: '/api/documents/:id' },
  updateDocument: { method: 'PUT', path: '/api/documents/:id' },
  documentVersions: { method: 'GET', path: '/api/documents/:id/versions' },
  restoreVersion: { method: 'POST', path: '/api/documents/:id/versions/:version/restore' },
  deleteDocument: { method: 'DELETE', path: '/api/documents/:id', status: 204, response: 'nothing' },
  useIdea: { method: 'POST', path: '/api/documents/:id/use-idea' },
  shareLinks: { method: 'GET', path: '/api/documents/:id/share-links' },
  createShareLink: { method: 'POST', path: '/api/documents/:id/share-links', status: 201 },
  revokeShareLink: { method: 'DELETE', path: '/api/share-links/:id' },
  shareLinkAnalytics: { method: 'GET', path: '/api/share-links/:id/analytics' },
  savedIdeas: { method: 'GET', path: '/api/ideas' },
  saveIdea: { method: 'POST', path: '/api/ideas', status: 201 },
  removeIdea: { method: 'DELETE', path: '/api/ideas/:id', status: 204, response: 'nothing' },
  exportWorkspace: { method: 'GET', path: '/api/workspace/export', response: 'file' },
  importWorkspace: { method: 'POST', path: '/api/workspace/import' },
  deleteWorkspace: { method: 'DELETE', path: '/api/workspace', status: 204, response: 'nothing' },
  generate: { method: 'POST', path: '/api/generate/:tool', response: 'events' },
  rewrite: { method: 'POST', path: '/api/rewrite/:tool', response: 'events' },
  currentGeneration: { method: 'GET', path: '/api/generations/current' },
  followGeneration: { method: 'GET', path: '/api/generations/:id/events', response: 'events' },
  stopGeneration: { method: 'POST', path: '/api/generations/:id/stop', status: 204, response: 'nothing' },
  exportFile: { method: 'POST', path: '/api/exports/:tool/:format', response: 'file' },
  deckDesign: { method: 'GET', path: '/api/ventures/:id/deck-design' },
  chooseDeckDesign: { method: 'PUT', path: '/api/ventures/:id/deck-design' },
  uploadLogo: { method: 'PUT', path: '/api/ventures/:id/logo' },
  logo: { method: 'GET', path: '/api/ventures/:id/logo', response: 'file' },
  removeLogo: { method: 'DELETE', path: '/api/ventures/:id/logo' },
  account: { method: 'GET', path: '/api/account' },
  signUp: { method: 'POST', path: '/api/account/sign-up', status: 201 },
  signIn: { method: 'POST', path: '/api/account/sign-in' },
  signOut: { method: 'POST', path: '/api/account/sign-out', status: 204, response: 'nothing' },
  sessions: { method: 'GET', path: '/api/account/sessions' },
  endSession: { method: 'DELETE', path: '/api/account/sessions/:id', status: 204, response: 'nothing' },
  signOutEverywhere: { method: 'POST', path: '/api/account/sign-out-everywhere', status: 204, response: 'nothing' },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;

export { type Session, SessionExpiredError, signIn } from './session/keycloak-session.js';
export { ApiError } from './requests/api-error.js';
export { createEngineClient, type EngineClient, type ServedOperation } from './requests/engine-client.js';
export type { Answer, RequestArgs, RequestOf } from './requests/request-types.js';
export { type Loaded, useLoader } from './loading/use-loader.js';
export { DiagramViewer, type DiagramViewerProps } from './diagram/DiagramViewer.js';
export { type BadgeStyle, type DiagramBadge, type DiagramDecoration, NO_DECORATION, type OverlayPosition } from './diagram/diagram-decoration.js';

export {
  createWordpressConnector,
  type EditRules,
  type LinkEdit,
  type PostEditOutcome,
  type RetargetEdit,
  type RetargetOutcome,
  type SiteFailure,
  type WordpressConnector,
  type WordpressCredentials,
} from './wordpress/wordpress-connector';

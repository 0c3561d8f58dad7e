/**
 * The user agent every Linkloom request carries: it names the product and a
 * page that explains the bot and how to reach us, so site owners can tell who
 * is crawling and block or contact us.
 */
export const LINKLOOM_USER_AGENT = 'LinkloomBot/0.1 (+https://linkloom.app/bot)';

/** The product token robots.txt groups are matched against (`User-agent: LinkloomBot`). */
export const LINKLOOM_ROBOTS_TOKEN = 'LinkloomBot';

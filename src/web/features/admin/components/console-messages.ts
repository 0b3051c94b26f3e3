/** What a console page says when a read fails for want of a network (it loads again once back online). */
export const CONSOLE_OFFLINE = "The console needs a connection to load this. It will appear here as soon as you're back online.";

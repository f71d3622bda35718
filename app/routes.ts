import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // For crawlers; before the "*" catch-all, which would otherwise answer them with the 404 page.
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap-index.ts"),
  route("sitemaps/:file", "routes/seo/sitemap-file.ts"),
  route("home", "routes/home.tsx", { id: "home-alias" }),
  route("search", "routes/search.tsx"),
  route("car-listings", "routes/car-listings.tsx"),
  route("new-cars", "routes/new-cars.tsx"),
  // New-car research (issue 33): a page per catalogue model and variant, slugs from the catalogue
  route("new-cars/:make/:model", "routes/new-cars/model.tsx"),
  route("new-cars/:make/:model/compare", "routes/new-cars/variant-compare.tsx"),
  route("new-cars/:make/:model/offer", "routes/new-cars/offer.tsx"),
  route("new-cars/:make/:model/:variant", "routes/new-cars/variant.tsx"),
  route("used-cars", "routes/used-cars.tsx"),
  route("car-filter", "routes/car-filter.tsx"),

  // Car details and comparison
  route("details/:id", "routes/details.tsx"),
  route("compare", "routes/compare.tsx"),
  route("sell", "routes/sell.tsx"),

  // Selling: the seller and dealer dashboard (signed in)
  layout("routes/seller/layout.tsx", [
    route("seller", "routes/seller/index.tsx"),
    route("seller/upload", "routes/seller/upload.tsx"),
    route("seller/upload/bulk", "routes/seller/bulk-upload.tsx"),
    route("seller/listings/:id/edit", "routes/seller/listing-edit.tsx"),
    route("seller/messages", "routes/seller/messages.tsx"),
    route("seller/messages/:id", "routes/seller/conversation.tsx"),
    route("seller/analytics", "routes/seller/analytics.tsx"),
    route("seller/leads", "routes/seller/leads.tsx"),
  ]),

  route("seller/upload/template.csv", "routes/seller/bulk-template.ts"),

  // Admin: moderation, sell leads, dealers, chat reports, blog, news, partners (admins only; every loader and action guards itself)
  route("admin", "routes/admin/index.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin/listings", "routes/admin/listings.tsx"),
    route("admin/leads", "routes/admin/leads.tsx"),
    route("admin/dealers", "routes/admin/dealers.tsx"),
    route("admin/reports", "routes/admin/reports.tsx"),
    route("admin/reports/:id", "routes/admin/report.tsx"),
    route("admin/blog", "routes/admin/blog.tsx"),
    route("admin/news", "routes/admin/news.tsx"),
    route("admin/news/new", "routes/admin/news-new.tsx"),
    route("admin/news/:id/edit", "routes/admin/news-edit.tsx"),
    route("admin/partners", "routes/admin/partners.tsx"),
    route("admin/vitals", "routes/admin/vitals.tsx"),
  ]),
  route("admin/partners/:id/rejected.csv", "routes/admin/partner-rejected-csv.ts"),

  // Accounts
  route("auth", "routes/account/auth.tsx"),
  route("auth/social/:provider", "routes/account/social-sign-in.ts"),
  route("forgot-password", "routes/account/forgot-password.tsx"),
  route("logout", "routes/account/logout.ts"),
  route("profile", "routes/account/profile.tsx"),
  route("profile/data", "routes/account/export-data.ts"),
  route("settings", "routes/account/settings.tsx"),
  route("saved-listings", "routes/account/saved-listings.tsx"),
  // Saved searches (issue 36): the list, saving one (the button's no-script form and a guest's return), opening one, the bell's list
  route("saved-searches", "routes/saved-searches/saved-searches.tsx"),
  route("saved-searches/new", "routes/saved-searches/new.tsx"),
  route("saved-searches/:id/open", "routes/saved-searches/open.ts"),
  route("notifications", "routes/saved-searches/notifications.tsx"),
  route("messages", "routes/messaging/inbox.tsx"),
  route("messages/:id", "routes/messaging/conversation.tsx"),
  route("dev/outbox", "routes/account/dev-outbox.tsx"),
  route("alerts/unsubscribe", "routes/alerts/unsubscribe.tsx"),
  route("messages/unsubscribe", "routes/messaging/unsubscribe.tsx"),
  route("listings/still-for-sale", "routes/listings/still-for-sale.tsx"),
  route("saved-searches/unsubscribe", "routes/saved-searches.unsubscribe.tsx"),

  route("guides", "routes/content/guides.tsx"),
  route("guides/:slug", "routes/content/guide.tsx"),
  route("blog", "routes/content/blog.tsx"),
  route("blog/:slug", "routes/content/blog-post.tsx"),
  route("news", "routes/content/news.tsx"),
  route("news/rss.xml", "routes/content/news-rss.ts"),
  route("news/:slug", "routes/content/news-article.tsx"),
  route("help", "routes/content/help.tsx"),
  route("contact", "routes/content/contact.tsx"),
  route("privacy", "routes/content/privacy.tsx"),
  route("terms", "routes/content/terms.tsx"),
  route("about", "routes/content/about.tsx"),
  route("history", "routes/content/history.tsx"),
  route("trends", "routes/content/trends.tsx"),

  route("api/vehicles", "routes/api/vehicles.ts"),
  route("api/vehicles/search", "routes/api/vehicles-search.ts"),
  route("api/vehicles/makes", "routes/api/vehicles-makes.ts"),
  route("api/vehicles/:id", "routes/api/vehicle.ts"),
  route("api/vehicles/:id/views", "routes/api/listing-views.ts"),
  route("api/on-road-price", "routes/api/on-road-price.ts"),
  route("api/suggestions", "routes/api/suggestions.ts"),
  route("api/recommendations/similar/:vehicleId", "routes/api/recommendations-similar.ts"),
  route("api/recommendations/upgrade/:vehicleId", "routes/api/recommendations-upgrade.ts"),
  route("api/recommendations/track", "routes/api/recommendations-track.ts"),
  route("api/price-estimate", "routes/api/price-estimate.ts"),
  // Field Core Web Vitals from visitors' browsers (issue 37, decision 040)
  route("api/vitals", "routes/api/vitals.ts"),
  route("api/seller/photos", "routes/api/seller-photos.ts"),
  route("api/seller/photos/:token", "routes/api/seller-photo.ts"),

  // API: accounts
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/saved-listings", "routes/api/saved-listings.ts"),
  route("api/saved-listings/:listingId", "routes/api/saved-listing.ts"),
  route("api/recent-searches", "routes/api/recent-searches.ts"),
  route("api/saved-searches", "routes/api/saved-searches.ts"),
  route("api/saved-searches/:id", "routes/api/saved-search.ts"),

  // API: chat (the live stream, /api/messages/stream, is served by the Express host: server/message-stream.ts)
  route("api/conversations", "routes/api/conversations.ts"),
  route("api/conversations/:id", "routes/api/conversation.ts"),
  route("api/conversations/:id/messages", "routes/api/conversation-messages.ts"),
  route("api/conversations/:id/read", "routes/api/conversation-read.ts"),
  route("api/conversations/:id/block", "routes/api/conversation-safety.ts", { id: "routes/api/conversation-block" }),
  route("api/conversations/:id/report", "routes/api/conversation-safety.ts", { id: "routes/api/conversation-report" }),
  route("api/conversations/:id/contact", "routes/api/conversation-safety.ts", { id: "routes/api/conversation-contact" }),
  route("api/admin/conversation-reports", "routes/api/admin-conversation-reports.ts"),
  // API: partner feeds (issue 35; API.md "Partner feeds"), Bearer partner key
  route("api/partner/v1/openapi.json", "routes/api/partner-openapi.ts"),
  route("api/partner/v1/listings", "routes/api/partner-listings.ts"),
  route("api/partner/v1/listings/:externalId", "routes/api/partner-listing.ts"),

  // API: partners and their keys (admins only; the partners' own API is /api/partner/v1)
  route("api/admin/partners", "routes/api/admin-partners.ts"),
  route("api/admin/partners/:id/rotate", "routes/api/admin-partner-rotate.ts"),
  route("api/admin/partners/:id/key", "routes/api/admin-partner-key.ts"),
  route("api/admin/partners/:id/feed", "routes/api/admin-partner-feed.ts"),
  route("api/admin/partners/:id/feed/fetch", "routes/api/admin-partner-feed-fetch.ts"),

  route("api/*", "routes/api/not-found.ts"),
  route("images/cars/:id/:file", "routes/images/car-image.ts"),
  route("images/uploads/:id/:file", "routes/images/upload-image.ts"),
  route("images/blog/:id/:file", "routes/images/blog-image.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

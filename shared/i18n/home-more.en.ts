import { catalog } from "./catalog";

/** The home page below its first screen (also the subscribe page's community section), and the sample pop-up. */
export const homeMore = catalog("homeMore", {
  community: {
    title: "Our Growing Community",
    intro: "Every subscriber is someone who can help when a child goes missing.",
    refresh: "Refresh",
    refreshLabel: "Refresh subscriber count",
    loading: "Loading...",
    ofGoal: "subscribers of our goal of {{goal}}",
    progressLabel: "Progress toward the subscriber goal",
    progressValue: "{{progress}} of {{goal}}",
    progressText: "{{progress}} of goal",
    subscribeNow: "Subscribe Now",
  },
  supporters: {
    title: "Recent Supporters",
    loading: "Loading supporters...",
    failed: "Could not load supporters",
    first: "Be the first to subscribe!",
    guyana: "Proud to help keep Guyana's children safe",
    helping: "Helping bring missing children home",
  },
  share: {
    message: "Join {{brand}} and help find missing children in Guyana. Subscribe to alerts:",
    messageNoBrand: "Join the network and help find missing children in Guyana. Subscribe to alerts:",
    copyFailed: "Failed to copy",
    copyFailedText: "Please try selecting and copying the link manually.",
    spread: "Spread the Word",
    win: "Share and Win {{prize}}",
    ended:
      "Our referral contest ({{prize}} for the person who brought the most people to join) has ended. It closed on {{date}}. Thank you to everyone who shared!",
    keepSharing:
      "Please keep sharing: every new subscriber is another pair of eyes when a child goes missing.",
    contestBefore:
      "Help us grow the network. The person who brings the most people to join through their referral wins",
    contestAfter: "The contest ends {{date}}.",
    linkLabel: "Link to share",
    copied: "Copied!",
    copy: "Copy Link",
    shareOn: "Share on",
    textMessage: "Text message",
  },
  story: {
    label: "Our Story",
    title: "In Memory of {{name}}",
  },
  demo: {
    show: "Show sample alerts",
    pause: "Pause sample alerts",
    label: "Sample alert",
    title: "Sample alert",
    titleMore: ": missing child",
    dismiss: "Dismiss sample alert for {{name}}",
    lastSeen: "Last seen {{ago}} near {{place}}.",
    note: "An example of the alerts subscribers receive; not a real case.",
    report: "REPORT",
    hoursAgo: "{{n}} hours ago",
    hourAgo: "1 hour ago",
    samples: {
      "demo-1": "Green school uniform, two plaits, pink backpack.",
      "demo-2": "Red T-shirt, blue jeans, white sneakers.",
      "demo-3": "Yellow dress, purple sandals, glasses.",
      "demo-4": "Black hoodie, grey shorts, carrying a football.",
    },
  },
  sightingDialog: {
    title: "Report a Sighting",
    titleFor: "Report a Sighting: {{name}}",
    description: "Your information could help save a life. All reports are confidential.",
  },
});

// The demo alert popup's four samples (spec section 4). They are examples of what subscribers
// receive, not real cases, and say so.

export interface DemoAlert {
  id: string;
  name: string;
  age: number;
  location: string;
  lastSeen: string;
  description: string;
}

export const DEMO_ALERTS: DemoAlert[] = [
  {
    id: "demo-1",
    name: "Shania",
    age: 8,
    location: "Stabroek Market, Georgetown",
    lastSeen: "2 hours ago",
    description: "Green school uniform, two plaits, pink backpack.",
  },
  {
    id: "demo-2",
    name: "Marcus",
    age: 12,
    location: "Mackenzie, Linden",
    lastSeen: "4 hours ago",
    description: "Red T-shirt, blue jeans, white sneakers.",
  },
  {
    id: "demo-3",
    name: "Priya",
    age: 6,
    location: "Main Street, New Amsterdam",
    lastSeen: "1 hour ago",
    description: "Yellow dress, purple sandals, glasses.",
  },
  {
    id: "demo-4",
    name: "Tyrese",
    age: 15,
    location: "First Street, Bartica",
    lastSeen: "6 hours ago",
    description: "Black hoodie, grey shorts, carrying a football.",
  },
];

/** Browser storage key for the dismissed samples (spec section 3, Browser storage). */
export const DISMISSED_DEMO_ALERTS_KEY = "dismissedDemoAlerts";

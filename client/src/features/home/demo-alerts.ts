// The demo alert popup's four samples. They are examples of what subscribers
// receive, not real cases, and say so.

export interface DemoAlert {
  id: string;
  name: string;
  age: number;
  location: string;
  /** Last seen this many hours ago. Each sample's description is in the texts (homeMore.demo.samples). */
  hoursAgo: number;
}

export const DEMO_ALERTS: DemoAlert[] = [
  {
    id: "demo-1",
    name: "Shania",
    age: 8,
    location: "Stabroek Market, Georgetown",
    hoursAgo: 2,
  },
  {
    id: "demo-2",
    name: "Marcus",
    age: 12,
    location: "Mackenzie, Linden",
    hoursAgo: 4,
  },
  {
    id: "demo-3",
    name: "Priya",
    age: 6,
    location: "Main Street, New Amsterdam",
    hoursAgo: 1,
  },
  {
    id: "demo-4",
    name: "Tyrese",
    age: 15,
    location: "First Street, Bartica",
    hoursAgo: 6,
  },
];

/** Browser storage key for the dismissed samples. */
export const DISMISSED_DEMO_ALERTS_KEY = "dismissedDemoAlerts";

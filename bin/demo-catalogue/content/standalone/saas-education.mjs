/**
 * Standalone items: software products and education.
 */

const tiers = [
	{
		name: 'Personal',
		price: '$8',
		period: 'per month',
		text: 'For freelancers organizing their own work.',
		features: [ 'Unlimited projects', 'Calendar sync', 'Mobile apps' ],
		button: 'Try it free',
	},
	{
		name: 'Studio',
		price: '$24',
		period: 'per month',
		text: 'For small teams sharing plans and deadlines.',
		features: [
			'Everything in Personal',
			'Up to ten members',
			'Client sharing links',
			'Time tracking',
		],
		button: 'Try it free',
		featured: true,
		badge: 'Most popular',
	},
	{
		name: 'Agency',
		price: '$79',
		period: 'per month',
		text: 'For larger teams with many clients.',
		features: [
			'Everything in Studio',
			'Unlimited members',
			'Custom branding',
			'Priority support',
		],
		button: 'Contact sales',
	},
];

export default [
	{
		slug: 'feature-icon-grid',
		name: 'Feature Icon Grid',
		type: 'block',
		template_type: 'features',
		plan: 'free',
		categories: [ 'saas' ],
		tags: [ 'features', 'grid', 'app' ],
		description:
			'Six features with small icons in an open three-column grid, no cards.',
		elementor: true,
		sections: [
			{
				kind: 'features',
				variant: 'plain',
				eyebrow: 'Why Tempo',
				heading: 'Planning that keeps up with you',
				text: 'Tempo brings tasks, calendars and client updates into one calm place.',
				items: [
					{
						icon: 'icon-calendar',
						title: 'Drag-and-drop planning',
						text: 'Move work around your week and watch deadlines update themselves.',
					},
					{
						icon: 'icon-clock',
						title: 'Honest time estimates',
						text: 'Tempo learns how long tasks really take you and plans accordingly.',
					},
					{
						icon: 'icon-people',
						title: 'Client-friendly sharing',
						text: 'Send a live link instead of a status email. No account needed to view.',
					},
					{
						icon: 'icon-bolt',
						title: 'Quick capture',
						text: 'Add a task from anywhere with one shortcut, even when you are offline.',
					},
					{
						icon: 'icon-lock',
						title: 'Private by default',
						text: 'Your plans are encrypted and never used to train anything.',
					},
					{
						icon: 'icon-globe',
						title: 'Works everywhere',
						text: 'Apps for Mac, Windows, iOS and Android, all in sync.',
					},
				],
			},
		],
	},
	{
		slug: 'three-tier-pricing',
		name: 'Three-Tier Pricing',
		type: 'block',
		template_type: 'pricing',
		plan: 'starter',
		categories: [ 'saas' ],
		tags: [ 'pricing', 'cards' ],
		description:
			'A classic three-plan pricing table with the middle plan highlighted and a billing note.',
		featured: true,
		elementor: true,
		sections: [
			{
				kind: 'pricing',
				tone: 'light',
				eyebrow: 'Pricing',
				heading: 'Plans for every stage',
				text: 'Try any plan free for thirty days. Switch or cancel whenever you like.',
				plans: tiers,
				note: 'Prices exclude sales tax. Annual plans save 20%.',
			},
		],
	},
	{
		slug: 'plan-comparison-table',
		name: 'Plan Comparison Table',
		type: 'block',
		template_type: 'pricing',
		plan: 'pro',
		categories: [ 'saas' ],
		tags: [ 'pricing', 'table' ],
		description:
			'A detailed, striped comparison of plans and features for buyers who read the small print.',
		sections: [
			{
				kind: 'table',
				heading: 'Compare every feature',
				text: 'All plans include unlimited projects, mobile apps and two-factor sign-in.',
				head: [ 'Feature', 'Personal', 'Studio', 'Agency' ],
				rows: [
					[ 'Members', '1', 'Up to 10', 'Unlimited' ],
					[ 'Client sharing links', '—', 'Included', 'Included' ],
					[ 'Time tracking', '—', 'Included', 'Included' ],
					[ 'Custom branding', '—', '—', 'Included' ],
					[ 'Single sign-on', '—', '—', 'Included' ],
					[ 'Audit log', '—', '—', '12 months' ],
					[
						'Support',
						'Email',
						'Email and chat',
						'Priority, 4-hour reply',
					],
				],
				buttons: [ { text: 'Start your free trial', url: '#trial' } ],
			},
		],
	},
	{
		slug: 'product-faq',
		name: 'Product FAQ',
		type: 'block',
		template_type: 'faq',
		plan: 'free',
		categories: [ 'saas' ],
		tags: [ 'faq', 'accordion' ],
		description:
			'A split FAQ: heading and contact button on the left, expandable answers on the right.',
		elementor: true,
		sections: [
			{
				kind: 'faq',
				layout: 'split',
				eyebrow: 'Support',
				heading: 'Frequently asked questions',
				text: 'Cannot find what you are looking for? Our support team replies within a few hours.',
				buttons: [
					{ text: 'Contact support', url: '#support', outline: true },
				],
				items: [
					{
						q: 'Is there a free trial?',
						a: 'Yes. Every plan is free for thirty days, and you do not need a card to start.',
					},
					{
						q: 'Can I import from another tool?',
						a: 'Tempo imports from CSV files and the most popular task managers in a couple of clicks.',
					},
					{
						q: 'Does Tempo work offline?',
						a: 'The desktop and mobile apps work offline and sync as soon as you reconnect.',
					},
					{
						q: 'How do I cancel?',
						a: 'From Settings, then Billing. Your data stays available to export for ninety days.',
					},
					{
						q: 'Do you offer discounts for non-profits?',
						a: 'Registered charities and schools get 50% off any plan. Just ask.',
					},
				],
			},
		],
	},
	{
		slug: 'app-download-banner',
		name: 'App Download Banner',
		type: 'block',
		template_type: 'call-to-action',
		plan: 'starter',
		categories: [ 'saas' ],
		tags: [ 'call-to-action', 'app' ],
		description:
			'A boxed banner inviting visitors to download the mobile app from both stores.',
		sections: [
			{
				kind: 'cta',
				variant: 'boxed',
				tone: 'primary',
				outer: 'light',
				heading: 'Your week, in your pocket',
				text: 'Plan on the train, check off tasks between meetings and get a gentle nudge before deadlines.',
				buttons: [
					{ text: 'Download for iPhone', url: '#ios' },
					{
						text: 'Get it on Android',
						url: '#android',
						outline: true,
					},
				],
			},
		],
	},
	{
		slug: 'app-landing',
		name: 'App Landing Page',
		type: 'page',
		template_type: 'landing',
		plan: 'free',
		categories: [ 'saas' ],
		tags: [ 'landing', 'app', 'one-page', 'pricing' ],
		description:
			'A one-page product launch: hero, logos, features, testimonials, pricing and FAQ.',
		featured: true,
		elementor: true,
		sections: [
			{
				kind: 'hero',
				variant: 'split',
				tone: 'light',
				eyebrow: 'Tempo 3.0 is here',
				heading: 'Plan your week in ten minutes',
				text: 'Tempo turns your to-do list into a realistic plan, then keeps it up to date when the day goes sideways.',
				buttons: [
					{ text: 'Try Tempo free', url: '#trial' },
					{
						text: 'See how it works',
						url: '#features',
						outline: true,
					},
				],
				note: 'Free for 30 days. Cancel in two clicks.',
				image: 'device-1',
			},
			{
				kind: 'logos',
				heading: 'Used by freelancers and teams at',
				logos: [ 'logo-7', 'logo-8', 'logo-9', 'logo-10' ],
			},
			{
				kind: 'features',
				variant: 'cards',
				tone: 'light',
				heading: 'Less juggling, more doing',
				items: [
					{
						icon: 'icon-calendar',
						title: 'One view of your week',
						text: 'Tasks and meetings side by side, so you see what is really possible.',
					},
					{
						icon: 'icon-bolt',
						title: 'Replans itself',
						text: 'Missed something? Tempo moves the rest of your week around it.',
					},
					{
						icon: 'icon-chat',
						title: 'Updates without emails',
						text: 'Share progress with clients through a live, read-only link.',
					},
				],
			},
			{
				kind: 'testimonials',
				variant: 'cards',
				heading: 'People who got their evenings back',
				items: [
					{
						quote: 'I used to spend Sunday night planning. Now it takes ten minutes on Monday morning.',
						name: 'Freya Walsh',
						role: 'Freelance illustrator',
					},
					{
						quote: 'Our clients stopped asking for status updates. That alone paid for it.',
						name: 'Marcus Adeyemi',
						role: 'Studio owner',
					},
				],
			},
			{
				kind: 'pricing',
				tone: 'light',
				heading: 'Simple pricing',
				plans: tiers,
			},
			{
				kind: 'faq',
				heading: 'Questions',
				items: [
					{
						q: 'Do I need a credit card for the trial?',
						a: 'No. You only add payment details if you decide to stay.',
					},
					{
						q: 'Which calendars does Tempo sync with?',
						a: 'Google Calendar, Outlook and any calendar that supports CalDAV.',
					},
					{
						q: 'Can I use Tempo with my team?',
						a: 'Yes. The Studio plan adds shared projects for up to ten people.',
					},
				],
			},
		],
	},
	{
		slug: 'saas-pricing-page',
		name: 'SaaS Pricing Page',
		type: 'page',
		template_type: 'pricing-page',
		plan: 'starter',
		categories: [ 'saas' ],
		tags: [ 'pricing', 'table', 'faq' ],
		description:
			'A full pricing page: plans, a comparison table, reassurance, questions and a final call to action.',
		sections: [
			{
				kind: 'pageTitle',
				tone: 'base',
				eyebrow: 'Pricing',
				heading: 'Fair prices, no surprises',
				text: 'Every plan is free for thirty days. We will remind you three days before the trial ends.',
			},
			{ kind: 'pricing', plans: tiers },
			{
				kind: 'table',
				tone: 'light',
				heading: 'Compare plans',
				head: [ 'Feature', 'Personal', 'Studio', 'Agency' ],
				rows: [
					[ 'Members', '1', 'Up to 10', 'Unlimited' ],
					[ 'Client sharing links', '—', 'Included', 'Included' ],
					[ 'Time tracking', '—', 'Included', 'Included' ],
					[ 'Custom branding', '—', '—', 'Included' ],
					[ 'Support', 'Email', 'Email and chat', 'Priority' ],
				],
			},
			{
				kind: 'features',
				variant: 'plain',
				items: [
					{
						icon: 'icon-shield',
						title: 'Thirty-day guarantee',
						text: 'Not happy in your first month of a paid plan? Full refund, no forms.',
					},
					{
						icon: 'icon-lock',
						title: 'Secure payments',
						text: 'Card details are handled by our payment provider and never touch our servers.',
					},
					{
						icon: 'icon-heart',
						title: 'Non-profit pricing',
						text: 'Charities, schools and open-source projects pay half price.',
					},
				],
			},
			{
				kind: 'cta',
				variant: 'band',
				tone: 'dark',
				heading: 'Still deciding?',
				text: 'Book a fifteen-minute call and we will help you pick the right plan.',
				buttons: [ { text: 'Book a call', url: '#call' } ],
			},
		],
	},
	{
		slug: 'course-cards',
		name: 'Course Cards',
		type: 'block',
		template_type: 'content',
		plan: 'free',
		categories: [ 'education' ],
		tags: [ 'course', 'cards', 'grid' ],
		description:
			'Three course cards with an image, level, title, summary and price.',
		elementor: true,
		sections: [
			{
				kind: 'cards',
				eyebrow: 'Courses',
				heading: 'Start learning this month',
				items: [
					{
						image: 'book-3',
						meta: 'Beginner · 4 weeks',
						title: 'Spreadsheets without fear',
						text: 'Formulas, charts and pivot tables for people who dread them.',
						price: '$89',
					},
					{
						image: 'book-2',
						meta: 'Intermediate · 6 weeks',
						title: 'Writing for work',
						text: 'Emails, reports and proposals that get read and acted on.',
						price: '$129',
					},
					{
						image: 'book-1',
						meta: 'All levels · self-paced',
						title: 'Public speaking basics',
						text: 'Calm nerves, clear structure and slides that support you.',
						price: '$59',
					},
				],
				buttons: [
					{
						text: 'Browse all courses',
						url: '#courses',
						outline: true,
					},
				],
			},
		],
	},
	{
		slug: 'student-spotlight',
		name: 'Student Spotlight',
		type: 'block',
		template_type: 'testimonials',
		plan: 'free',
		categories: [ 'education' ],
		tags: [ 'testimonials', 'minimal' ],
		description: 'One large student quote, centred on a soft background.',
		sections: [
			{
				kind: 'testimonials',
				variant: 'pullquote',
				tone: 'light',
				eyebrow: 'Student spotlight',
				items: [
					{
						quote: 'I was the person who hid behind the projector. Six weeks later I presented our results to two hundred people, and enjoyed it.',
						name: 'Amara Nwosu',
						role: 'Public speaking basics, spring cohort',
					},
				],
			},
		],
	},
	{
		slug: 'open-day-landing',
		name: 'Open Day Landing Page',
		type: 'page',
		template_type: 'landing',
		plan: 'starter',
		categories: [ 'education' ],
		tags: [ 'landing', 'schedule', 'faq' ],
		description:
			'A landing page for a college open day: hero, what to expect, the day’s timetable and practical answers.',
		sections: [
			{
				kind: 'hero',
				variant: 'cover',
				image: 'building-2',
				dim: 70,
				eyebrow: 'Saturday 18 October · 10am–3pm',
				heading: 'Open Day at Riverside College',
				text: 'Meet our tutors, try a taster class and explore the campus. Bring your questions, and your parents if you like.',
				buttons: [ { text: 'Book your free place', url: '#book' } ],
			},
			{
				kind: 'features',
				variant: 'cards',
				heading: 'What to expect',
				items: [
					{
						icon: 'icon-cap',
						title: 'Taster classes',
						text: 'Twenty-minute sessions in art, engineering, health, business and more.',
					},
					{
						icon: 'icon-people',
						title: 'Meet current students',
						text: 'Ask the people who know what college is really like.',
					},
					{
						icon: 'icon-home',
						title: 'Campus tours',
						text: 'Guided tours every half hour, including the new science wing.',
					},
				],
			},
			{
				kind: 'table',
				tone: 'light',
				heading: 'The day at a glance',
				head: [ 'Time', 'What is on', 'Where' ],
				rows: [
					[ '10:00', 'Welcome talk from the principal', 'Main hall' ],
					[
						'10:30',
						'Taster classes, first session',
						'Subject rooms',
					],
					[ '11:30', 'Student panel: ask us anything', 'Library' ],
					[ '12:30', 'Lunch and campus tours', 'Café and courtyard' ],
					[
						'13:30',
						'Taster classes, second session',
						'Subject rooms',
					],
					[ '14:30', 'Funding and support advice', 'Student centre' ],
				],
			},
			{
				kind: 'faq',
				heading: 'Planning your visit',
				items: [
					{
						q: 'Do I need to book?',
						a: 'Booking helps us plan taster classes, but you are welcome to drop in on the day.',
					},
					{
						q: 'Is there parking?',
						a: 'Yes, free parking is available in the east car park, with accessible spaces by the main entrance.',
					},
					{
						q: 'Can I apply on the day?',
						a: 'Yes. Our admissions team will be in the student centre to help you start your application.',
					},
				],
			},
		],
	},
];

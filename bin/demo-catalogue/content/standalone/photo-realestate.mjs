/**
 * Standalone items: photography, portfolios and real estate.
 */

const listings = [
	{
		image: 'building-1',
		meta: '3 bed · 2 bath · 1,850 sq ft',
		title: 'Maple Row Cottage',
		text: 'A restored 1920s cottage with a deep garden and a sunny kitchen.',
		price: '$615,000',
	},
	{
		image: 'building-2',
		meta: '2 bed · 2 bath · 1,120 sq ft',
		title: 'Harbour View Apartment',
		text: 'Top-floor corner flat with floor-to-ceiling windows and a balcony.',
		price: '$480,000',
	},
	{
		image: 'interior-1',
		meta: '4 bed · 3 bath · 2,600 sq ft',
		title: 'Linden Park House',
		text: 'A family home on a quiet street, a short walk from two good schools.',
		price: '$845,000',
	},
];

export default [
	{
		slug: 'photographer-cover-hero',
		name: 'Photographer Cover Hero',
		type: 'block',
		template_type: 'hero',
		plan: 'free',
		categories: [ 'photography' ],
		tags: [ 'hero', 'cover', 'portfolio', 'classic-themes' ],
		description:
			'A tall, moody cover image with a short introduction aligned left.',
		featured: true,
		elementor: true,
		sections: [
			{
				kind: 'hero',
				variant: 'cover',
				align: 'left',
				image: 'scene-1',
				dim: 45,
				minHeight: 720,
				eyebrow: 'Landscape and travel photography',
				heading: 'Quiet places, early light',
				text: 'I am Nora Lind. I photograph coastlines, mountains and the small towns between them, mostly before breakfast.',
				buttons: [
					{ text: 'View the portfolio', url: '#portfolio' },
					{ text: 'Print shop', url: '#shop', outline: true },
				],
			},
		],
	},
	{
		slug: 'masonry-gallery',
		name: 'Image Gallery',
		type: 'block',
		template_type: 'gallery',
		plan: 'free',
		categories: [ 'photography' ],
		tags: [ 'gallery', 'portfolio', 'grid' ],
		description:
			'A three-column gallery of nine images with a short heading.',
		elementor: true,
		sections: [
			{
				kind: 'gallery',
				eyebrow: 'Recent work',
				heading: 'Northern coast, winter series',
				columns: 3,
				images: [
					'scene-1',
					'scene-2',
					'scene-3',
					'scene-4',
					'scene-5',
					'scene-6',
					'scene-7',
					'scene-8',
					'scene-9',
				],
			},
		],
	},
	{
		slug: 'photography-portfolio',
		name: 'Photography Portfolio Page',
		type: 'page',
		template_type: 'portfolio',
		plan: 'pro',
		categories: [ 'photography' ],
		tags: [ 'portfolio', 'gallery', 'about' ],
		description:
			'A portfolio page for a photographer: series cards, a gallery, an about section and commissions.',
		sections: [
			{
				kind: 'pageTitle',
				tone: 'base',
				eyebrow: 'Portfolio',
				heading: 'Selected series',
				text: 'Long-term projects from the last six years, each shot over several seasons.',
			},
			{
				kind: 'cards',
				ratio: '4/5',
				items: [
					{
						image: 'scene-1',
						meta: '2019–2024',
						title: 'Low Tide',
						text: 'Forty mornings on the same stretch of Northumberland coast.',
						link: 'View series',
					},
					{
						image: 'scene-2',
						meta: '2021–2023',
						title: 'Above the Tree Line',
						text: 'Upland weather from the Cairngorms to the Lofoten Islands.',
						link: 'View series',
					},
					{
						image: 'building-1',
						meta: '2022–ongoing',
						title: 'Last Shops Open',
						text: 'Portraits of the final businesses on small-town high streets.',
						link: 'View series',
					},
				],
			},
			{
				kind: 'gallery',
				tone: 'dark',
				heading: 'From the archive',
				columns: 4,
				ratio: '1',
				images: [
					'scene-3',
					'scene-4',
					'interior-1',
					'scene-5',
					'people-1',
					'scene-6',
					'building-2',
					'scene-7',
				],
			},
			{
				kind: 'story',
				eyebrow: 'About',
				heading: 'Patience is most of the job',
				paragraphs: [
					'I grew up on the coast and started photographing it with my grandfather’s film camera. I still shoot some film, and still go back to the same places again and again.',
					'My work has appeared in travel magazines, tourism campaigns and two solo exhibitions.',
				],
				signature: 'Nora Lind',
				image: 'portrait-1',
			},
			{
				kind: 'cta',
				variant: 'band',
				tone: 'light',
				heading: 'Commissions and licensing',
				text: 'Available for editorial, tourism and brand work across the UK and Scandinavia.',
				buttons: [ { text: 'Get in touch', url: '#contact' } ],
			},
		],
	},
	{
		slug: 'wedding-packages',
		name: 'Wedding Photography Packages',
		type: 'block',
		template_type: 'pricing',
		plan: 'starter',
		categories: [ 'photography' ],
		tags: [ 'pricing', 'elegant' ],
		description:
			'Three photography packages with hours, deliverables and a highlighted favourite.',
		sections: [
			{
				kind: 'pricing',
				tone: 'light',
				eyebrow: 'Weddings',
				heading: 'Packages',
				text: 'Every package includes a planning call, an online gallery and full printing rights.',
				plans: [
					{
						name: 'Elopement',
						price: '£950',
						text: 'For small ceremonies and intimate days.',
						features: [
							'Up to 3 hours',
							'200+ edited images',
							'Online gallery',
						],
						button: 'Check my date',
					},
					{
						name: 'Full day',
						price: '£2,100',
						text: 'From getting ready to the first dance.',
						features: [
							'Up to 10 hours',
							'600+ edited images',
							'Engagement shoot',
							'Second photographer',
						],
						button: 'Check my date',
						featured: true,
						badge: 'Most booked',
					},
					{
						name: 'Weekend',
						price: '£3,200',
						text: 'For celebrations that span more than one day.',
						features: [
							'Two days of coverage',
							'900+ edited images',
							'Printed keepsake album',
						],
						button: 'Check my date',
					},
				],
				note: 'Travel within 50 miles of York is included.',
			},
		],
	},
	{
		slug: 'property-hero',
		name: 'Property Hero',
		type: 'block',
		template_type: 'hero',
		plan: 'pro',
		categories: [ 'real-estate' ],
		tags: [ 'hero', 'listings' ],
		description:
			'A half-and-half hero for an estate agent: headline and buttons beside a property image.',
		sections: [
			{
				kind: 'hero',
				variant: 'media',
				mediaPosition: 'left',
				image: 'building-1',
				tone: 'light',
				eyebrow: 'Keystone Homes · Est. 1998',
				heading: 'Find a home that fits the way you live',
				text: 'Local agents who know every street, honest valuations and no pressure. Just good advice.',
				buttons: [
					{ text: 'Browse homes for sale', url: '#listings' },
					{
						text: 'Book a valuation',
						url: '#valuation',
						outline: true,
					},
				],
			},
		],
	},
	{
		slug: 'featured-listings',
		name: 'Featured Listings',
		type: 'block',
		template_type: 'content',
		plan: 'pro',
		categories: [ 'real-estate' ],
		tags: [ 'listings', 'cards', 'grid' ],
		description:
			'Three property cards with image, size, name, short description and asking price.',
		elementor: true,
		sections: [
			{
				kind: 'cards',
				eyebrow: 'Featured',
				heading: 'New to the market',
				items: listings,
				buttons: [
					{
						text: 'See all listings',
						url: '#listings',
						outline: true,
					},
				],
			},
		],
	},
	{
		slug: 'real-estate-home',
		name: 'Real Estate Home Page',
		type: 'page',
		template_type: 'home',
		plan: 'pro',
		categories: [ 'real-estate' ],
		tags: [ 'listings', 'hero', 'testimonials', 'team' ],
		description:
			'A home page for an estate agency: hero, listings, services, numbers, agents and a valuation offer.',
		sections: [
			{
				kind: 'hero',
				variant: 'cover',
				image: 'building-2',
				dim: 65,
				eyebrow: 'Keystone Homes',
				heading: 'Your next chapter starts at home',
				text: 'Buying, selling or letting in the Riverside and Old Town neighbourhoods, with agents who live here too.',
				buttons: [
					{ text: 'Browse homes', url: '#listings' },
					{
						text: 'Free valuation',
						url: '#valuation',
						outline: true,
					},
				],
			},
			{
				kind: 'cards',
				eyebrow: 'Featured',
				heading: 'New to the market',
				items: listings,
			},
			{
				kind: 'features',
				variant: 'cards',
				tone: 'light',
				heading: 'How we help',
				items: [
					{
						icon: 'icon-home',
						title: 'Selling',
						text: 'Professional photography, floor plans and viewings arranged around you.',
					},
					{
						icon: 'icon-target',
						title: 'Buying',
						text: 'Early alerts for homes that match your wish list, often before they are listed.',
					},
					{
						icon: 'icon-shield',
						title: 'Letting',
						text: 'Tenant checks, deposits and maintenance, managed by a named person.',
					},
				],
			},
			{
				kind: 'stats',
				tone: 'primary',
				items: [
					{ value: '1,400+', label: 'Homes sold' },
					{ value: '27', label: 'Days on average to sell' },
					{ value: '98%', label: 'Of asking price achieved' },
				],
			},
			{
				kind: 'team',
				heading: 'Meet your local agents',
				members: [
					{
						name: 'Olivia Grant',
						role: 'Sales director',
						image: 'portrait-1',
					},
					{
						name: 'Ben Adebayo',
						role: 'Lettings manager',
						image: 'portrait-2',
					},
					{
						name: 'Hana Kowalczyk',
						role: 'Senior negotiator',
						image: 'portrait-3',
					},
				],
			},
			{
				kind: 'cta',
				variant: 'boxed',
				tone: 'dark',
				heading: 'What is your home worth?',
				text: 'Book a free, no-obligation valuation with an agent who sold a home on your street this year.',
				buttons: [ { text: 'Book a valuation', url: '#valuation' } ],
			},
		],
	},
	{
		slug: 'agent-contact',
		name: 'Agent Contact',
		type: 'block',
		template_type: 'contact',
		plan: 'free',
		categories: [ 'real-estate' ],
		tags: [ 'contact', 'map', 'location' ],
		description:
			'Office address, phone, hours and email beside a map illustration.',
		dependencies: [ 'stencilbox-demo-helper' ],
		sections: [
			{
				kind: 'contact',
				tone: 'light',
				eyebrow: 'Visit us',
				heading: 'Our Old Town office',
				text: 'Pop in for a chat, no appointment needed. We are opposite the library.',
				details: [
					{
						label: 'Address',
						lines: [
							'12 Market Square',
							'Old Town, Dorset DT1 1AA',
						],
					},
					{ label: 'Phone', lines: [ '+44 1305 496 0233' ] },
					{ label: 'Email', lines: [ 'homes@example.com' ] },
					{
						label: 'Open',
						lines: [ 'Mon–Fri 9:00–18:00', 'Sat 9:00–16:00' ],
					},
				],
				buttons: [ { text: 'Get directions', url: '#map' } ],
				image: 'map-1',
			},
		],
	},
];

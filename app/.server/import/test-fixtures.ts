/**
 * CSV fixtures with the real headers of the three reference files, for unit and integration
 * tests that must run without the reference data folder.
 */

/** The 141 columns of cars_ds_final.csv (the first, unnamed, is the row index). */
export const CATALOGUE_COLUMNS = [
  "", "Make", "Model", "Variant", "Ex-Showroom_Price", "Displacement", "Cylinders",
  "Valves_Per_Cylinder", "Drivetrain", "Cylinder_Configuration", "Emission_Norm",
  "Engine_Location", "Fuel_System", "Fuel_Tank_Capacity", "Fuel_Type", "Height", "Length", "Width",
  "Body_Type", "Doors", "City_Mileage", "Highway_Mileage", "ARAI_Certified_Mileage",
  "ARAI_Certified_Mileage_for_CNG", "Kerb_Weight", "Gears", "Ground_Clearance", "Front_Brakes",
  "Rear_Brakes", "Front_Suspension", "Rear_Suspension", "Front_Track", "Rear_Track",
  "Front_Tyre_&_Rim", "Rear_Tyre_&_Rim", "Power_Steering", "Power_Windows", "Power_Seats",
  "Keyless_Entry", "Power", "Torque", "Odometer", "Speedometer", "Tachometer", "Tripmeter",
  "Seating_Capacity", "Seats_Material", "Type", "Wheelbase", "Wheels_Size", "Start_/_Stop_Button",
  "12v_Power_Outlet", "Audiosystem", "Aux-in_Compatibility", "Average_Fuel_Consumption",
  "Basic_Warranty", "Bluetooth", "Boot-lid_Opener", "Boot_Space", "CD_/_MP3_/_DVD_Player",
  "Central_Locking", "Child_Safety_Locks", "Clock", "Cup_Holders", "Distance_to_Empty",
  "Door_Pockets", "Engine_Malfunction_Light", "Extended_Warranty", "FM_Radio", "Fuel-lid_Opener",
  "Fuel_Gauge", "Handbrake", "Instrument_Console", "Low_Fuel_Warning", "Minimum_Turning_Radius",
  "Multifunction_Display", "Sun_Visor", "Third_Row_AC_Vents", "Ventilation_System",
  "Auto-Dimming_Rear-View_Mirror", "Hill_Assist", "Gear_Indicator",
  "3_Point_Seat-Belt_in_Middle_Rear_Seat", "Ambient_Lightning", "Cargo/Boot_Lights", "Drive_Modes",
  "Engine_Immobilizer", "High_Speed_Alert_System", "Lane_Watch_Camera/_Side_Mirror_Camera",
  "Passenger_Side_Seat-Belt_Reminder", "Seat_Back_Pockets", "Voice_Recognition",
  "Walk_Away_Auto_Car_Lock", "ABS_(Anti-lock_Braking_System)", "Headlight_Reminder",
  "Adjustable_Headrests", "Gross_Vehicle_Weight", "Airbags", "Door_Ajar_Warning",
  "EBD_(Electronic_Brake-force_Distribution)", "Fasten_Seat_Belt_Warning", "Gear_Shift_Reminder",
  "Number_of_Airbags", "Compression_Ratio", "Adjustable_Steering_Column", "Other_Specs",
  "Other_specs", "Parking_Assistance", "Key_Off_Reminder", "USB_Compatibility", "Android_Auto",
  "Apple_CarPlay", "Cigarette_Lighter", "Infotainment_Screen", "Multifunction_Steering_Wheel",
  "Average_Speed", "EBA_(Electronic_Brake_Assist)", "Seat_Height_Adjustment", "Navigation_System",
  "Second_Row_AC_Vents", "Tyre_Pressure_Monitoring_System", "Rear_Center_Armrest",
  "iPod_Compatibility", "ESP_(Electronic_Stability_Program)", "Cooled_Glove_Box",
  "Recommended_Tyre_Pressure", "Heated_Seats", "Turbocharger", "ISOFIX_(Child-Seat_Mount)",
  "Rain_Sensing_Wipers", "Paddle_Shifters", "Leather_Wrapped_Steering", "Automatic_Headlamps",
  "Engine_Type", "ASR_/_Traction_Control", "Cruise_Control", "USB_Ports", "Heads-Up_Display",
  "Welcome_Lights", "Battery", "Electric_Range",
];

export const USED_CARS_COLUMNS = ["S.No.", "Name", "Location", "Year", "Kilometers_Driven", "Fuel_Type", "Transmission",
  "Owner_Type", "Mileage", "Engine", "Power", "Seats", "New_Price", "Price"];

export const CAR_DETAILS_COLUMNS = ["name", "year", "selling_price", "km_driven", "fuel", "seller_type", "transmission",
  "owner", "mileage", "engine", "max_power", "torque", "seats"];

/** The first catalogue row (Tata Nano Genx XT), non-blank cells only. */
export const NANO_ROW: Record<string, string> = {
  "": "0",
  "Make": "Tata",
  "Model": "Nano Genx",
  "Variant": "Xt",
  "Ex-Showroom_Price": "Rs. 2,92,667",
  "Displacement": "624 cc",
  "Cylinders": "2",
  "Valves_Per_Cylinder": "2",
  "Drivetrain": "RWD (Rear Wheel Drive)",
  "Cylinder_Configuration": "In-line",
  "Emission_Norm": "BS IV",
  "Engine_Location": "Rear, Transverse",
  "Fuel_System": "Injection",
  "Fuel_Tank_Capacity": "24 litres",
  "Fuel_Type": "Petrol",
  "Height": "1652 mm",
  "Length": "3164 mm",
  "Width": "1750 mm",
  "Body_Type": "Hatchback",
  "Doors": "5",
  "City_Mileage": "23.6 km/litre",
  "ARAI_Certified_Mileage": "23.6 km/litre",
  "Kerb_Weight": "660 kg",
  "Gears": "4",
  "Ground_Clearance": "180 mm",
  "Front_Brakes": "Drum",
  "Rear_Brakes": "Drum",
  "Front_Suspension": "Independent, Lower Wishbone, McPherson Strut with gas filled dampers and anti-roll bar",
  "Rear_Suspension": "Independent, Semi Trailing arm with coil spring & gas filled shock absorbers",
  "Front_Track": "1325 mm",
  "Rear_Track": "1315 mm",
  "Front_Tyre_&_Rim": "135/70R12",
  "Rear_Tyre_&_Rim": "155/65R12",
  "Power_Steering": "Electric Power",
  "Power_Windows": "Only Front Windows",
  "Keyless_Entry": "Remote",
  "Power": "38PS@5500rpm",
  "Torque": "51Nm@4000rpm",
  "Odometer": "Digital",
  "Speedometer": "Analog",
  "Tachometer": "Not on offer",
  "Tripmeter": "Yes",
  "Seating_Capacity": "4",
  "Seats_Material": "Fabric",
  "Type": "Manual",
  "Wheelbase": "2230 mm",
  "Wheels_Size": "4 B X 12",
  "Start_/_Stop_Button": "Yes",
  "12v_Power_Outlet": "Yes",
  "Audiosystem": "CD Player with USB & Aux-in",
  "Aux-in_Compatibility": "Yes",
  "Average_Fuel_Consumption": "Yes",
  "Basic_Warranty": "2 years /75000 Kms (years/distance whichever comes first)",
  "Bluetooth": "Yes",
  "Boot-lid_Opener": "Internal",
  "Boot_Space": "110 litres",
  "CD_/_MP3_/_DVD_Player": "Yes",
  "Central_Locking": "Yes",
  "Child_Safety_Locks": "Yes",
  "Clock": "Digital",
  "Cup_Holders": "Front",
  "Distance_to_Empty": "Yes",
  "Door_Pockets": "Front",
  "Engine_Malfunction_Light": "Yes",
  "Extended_Warranty": "2 years /150000 Kms (years/distance whichever comes first)",
  "FM_Radio": "Yes",
  "Fuel-lid_Opener": "Internal",
  "Fuel_Gauge": "Digital",
  "Handbrake": "Manual",
  "Instrument_Console": "Analog + Digital",
  "Low_Fuel_Warning": "Yes",
  "Minimum_Turning_Radius": "4 meter",
  "Multifunction_Display": "Yes",
  "Sun_Visor": "Driver & Front Passenger",
  "Third_Row_AC_Vents": "Not Applicable",
  "Ventilation_System": "Manual Air conditioning with cooling and heating",
};

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV file: the header, then each row's cells in column order (missing cells blank). */
export function toCsv(columns: readonly string[], rows: readonly Record<string, string>[]): string {
  const lines = [columns.map(csvField).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c] ?? "")).join(","));
  return `${lines.join("\n")}\n`;
}
